signed printf(const char *, ...);
long a, c, *b = &a;
char d;
int e;
int main() {
  long a[] = {0, 0, 0, 0, 0, 1};
  for (; e >= -6; e--) {
    for (int e = 0;
e <= 5; e++)
      c = a[e] ^= d > *b; d = 0;
  } while (e++) printf("%ld",c);
}
