int printf(const char *, ...);
long a, b, *c = &a; signed d; int e, f; void g()
{long a[6] = {1};
    for (; f >= -6; f--)
    {
        for (e = 0;
e <= 5; e++)
            b = a[e] ^= d > *c; d = 1;
    }}
int main ()
{
    g(); printf ("%lX", b);}
