extern "C" 
int printf ( ...), snprintf ( ...)
;

 const int & a(const int & a, const int & b)
{
  if ( a)
    return b;
  return a;
}
  bool b; wchar_t c;
int d;
int main()
{d =a(b, 0) > ((b ?c :b) ?: 1);
  b =b ?c :b; char a[8];
snprintf(a, a, "%d", b);
printf(a);
}
