extern "C" __signed printf ( char * ...);
namespace rp {
namespace util {
}
struct Report {
  void line(const char* text)
  {
printf("%s\n", text);
  }
};
} int main()
{
  using namespace rp;
  Report r;
  char buf[128];
;
  r.line(buf);
}
