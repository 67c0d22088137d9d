int printf(const char *, ...);
long a, c, *b = &a;
char d;
int e, f;
int main() {
  long a[] = {0, 0, 0, 0, 0, 1};
  for (; f >= -6; f--) {
    for (e = 0;
e <= 5; e++)
      c = a[e] ^= d > *b; d = 0;
  } while (f++) printf("%ld",c);
}
