int printf(const char *, ...);
long a, b, *c = &a; signed d; int e; void f()
{long a[6] = {1};
    for (; e >= -6; e--)
    {
        for (int e = 0;
e <= 5; e++)
            b = a[e] ^= d > *c; d = 1;
    }}
int main ()
{
    f(); printf ("%lX", b);}
