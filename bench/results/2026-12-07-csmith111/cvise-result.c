int printf(const char *, ...);
int crc32_tab[256];
int crc32_context ;
void crc32_byte(char b) {
  crc32_context = crc32_tab[(b) & 0xFF];
}
void platform_main_end(int crc) {
  printf("checksum = %X\n", crc);
}
long g_9001 ;
long g_9002 ;
long *g_9003 = &g_9001;
char g_9004 ;
char *const g_9005 = &g_9004;
int g_9006 ;
int g_9007 ;
int main() {
  int i, j;
  {
    i = 0;
    for (; i < 256; i++) {
      j = 8;
      for (; j ; j--)
        crc32_tab[i] = i;
      long l_9101[] = {1L, 4L, 4L, 1L, 4L, 4L};
      for (; g_9007 >= -6; g_9007--) {
        g_9006 = 0;
        for (; g_9006 <= 5; g_9006++)
          g_9002 = l_9101[g_9006] ^= *g_9005 > *g_9003;
        *g_9005 = 1;
      }
    }
    for (; j < 6; j++) {
      {}
    }
    {
      { crc32_byte((g_9002 >> 0) & 0xff); }
    }
  }
  platform_main_end(crc32_context ^ 0xFFFFFFFFUL);
}
