extern "C" {
void printf(...);
void snprintf(...);
}
template <class> const int &a(const int &b, const int &c) {
  if (b)
    return c;
  return b;
}
int h, d, f;
bool e, g;
char i[128];
int main() {
  f = a<int>(e, 0) > ((e ? d : e) ?: 8);
  g = e ? d : e;
  snprintf(i, i, "plan %d packages %d jobs retry floor %d force retry %d", 0, h,
           f, g);
  printf(i);
}
