/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 111 -o p111.c
 * Seed:      111
 */

/* ---- csmith runtime (csmith.h, random_inc.h, platform_generic.h, safe_math.h), inlined ---- */
typedef signed char int8_t;
typedef short int int16_t;
typedef int int32_t;
typedef long int int64_t;
typedef unsigned char uint8_t;
typedef unsigned short int uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long int uint64_t;
int printf(const char *, ...);
int strcmp(const char *, const char *);

static uint32_t crc32_tab[256];
static uint32_t crc32_context = 0xFFFFFFFFUL;

static void
crc32_gentab (void)
{
	uint32_t crc;
	const uint32_t poly = 0xEDB88320UL;
	int i, j;

	for (i = 0; i < 256; i++) {
		crc = i;
		for (j = 8; j > 0; j--) {
			if (crc & 1) {
				crc = (crc >> 1) ^ poly;
			} else {
				crc >>= 1;
			}
		}
		crc32_tab[i] = crc;
	}
}

static void
crc32_byte (uint8_t b) {
	crc32_context =
		((crc32_context >> 8) & 0x00FFFFFF) ^
		crc32_tab[(crc32_context ^ b) & 0xFF];
}

static void
crc32_8bytes (uint64_t val)
{
	crc32_byte ((val>>0) & 0xff);
	crc32_byte ((val>>8) & 0xff);
	crc32_byte ((val>>16) & 0xff);
	crc32_byte ((val>>24) & 0xff);
	crc32_byte ((val>>32) & 0xff);
	crc32_byte ((val>>40) & 0xff);
	crc32_byte ((val>>48) & 0xff);
	crc32_byte ((val>>56) & 0xff);
}

static void
transparent_crc (uint64_t val, char* vname, int flag)
{
	crc32_8bytes(val);
	if (flag) {
		printf("...checksum after hashing %s : %lX\n", vname, crc32_context ^ 0xFFFFFFFFUL);
	}
}

static void
platform_main_begin(void)
{
	/* Nothing to do. */
}

static void
platform_main_end(uint32_t crc, int flag)
{
	(void)flag;
	printf ("checksum = %X\n", crc);
}

/* safe math wrappers used by this program */
static int8_t
safe_unary_minus_func_int8_t_s(int8_t si )
{
 
  return
    -si;
}
static int8_t
safe_add_func_int8_t_s_s(int8_t si1, int8_t si2 )
{
 
  return
    (si1 + si2);
}
static int8_t
safe_sub_func_int8_t_s_s(int8_t si1, int8_t si2 )
{
 
  return
    (si1 - si2);
}
static int8_t
safe_mul_func_int8_t_s_s(int8_t si1, int8_t si2 )
{
 
  return
    si1 * si2;
}
static int8_t
safe_mod_func_int8_t_s_s(int8_t si1, int8_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-128)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int8_t
safe_div_func_int8_t_s_s(int8_t si1, int8_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-128)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int8_t
safe_lshift_func_int8_t_s_s(int8_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((127) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int8_t
safe_lshift_func_int8_t_s_u(int8_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((127) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int8_t
safe_rshift_func_int8_t_s_s(int8_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int8_t
safe_rshift_func_int8_t_s_u(int8_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int16_t
safe_unary_minus_func_int16_t_s(int16_t si )
{
 
  return
    -si;
}
static int16_t
safe_add_func_int16_t_s_s(int16_t si1, int16_t si2 )
{
 
  return
    (si1 + si2);
}
static int16_t
safe_sub_func_int16_t_s_s(int16_t si1, int16_t si2 )
{
 
  return
    (si1 - si2);
}
static int16_t
safe_mul_func_int16_t_s_s(int16_t si1, int16_t si2 )
{
 
  return
    si1 * si2;
}
static int16_t
safe_mod_func_int16_t_s_s(int16_t si1, int16_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int16_t
safe_div_func_int16_t_s_s(int16_t si1, int16_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int16_t
safe_lshift_func_int16_t_s_s(int16_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((32767) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int16_t
safe_lshift_func_int16_t_s_u(int16_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((32767) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int16_t
safe_rshift_func_int16_t_s_s(int16_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int16_t
safe_rshift_func_int16_t_s_u(int16_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int32_t
safe_add_func_int32_t_s_s(int32_t si1, int32_t si2 )
{
 
  return
    (((si1>0) && (si2>0) && (si1 > ((2147483647)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-2147483647-1)-si2)))) ?
    ((si1)) :
    (si1 + si2);
}
static int32_t
safe_sub_func_int32_t_s_s(int32_t si1, int32_t si2 )
{
 
  return
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(2147483647))))-si2)^si2)) < 0) ?
    ((si1)) :
    (si1 - si2);
}
static int32_t
safe_div_func_int32_t_s_s(int32_t si1, int32_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-2147483647-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int64_t
safe_unary_minus_func_int64_t_s(int64_t si )
{
 
  return
    (si==(-9223372036854775807L -1)) ?
    ((si)) :
    -si;
}
static int64_t
safe_add_func_int64_t_s_s(int64_t si1, int64_t si2 )
{
 
  return
    (((si1>0) && (si2>0) && (si1 > ((9223372036854775807L)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-9223372036854775807L -1)-si2)))) ?
    ((si1)) :
    (si1 + si2);
}
static int64_t
safe_sub_func_int64_t_s_s(int64_t si1, int64_t si2 )
{
 
  return
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(9223372036854775807L))))-si2)^si2)) < 0) ?
    ((si1)) :
    (si1 - si2);
}
static int64_t
safe_mod_func_int64_t_s_s(int64_t si1, int64_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-9223372036854775807L -1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int64_t
safe_div_func_int64_t_s_s(int64_t si1, int64_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-9223372036854775807L -1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static uint8_t
safe_unary_minus_func_uint8_t_u(uint8_t ui )
{
 
  return -ui;
}
static uint8_t
safe_sub_func_uint8_t_u_u(uint8_t ui1, uint8_t ui2 )
{
 
  return ui1 - ui2;
}
static uint8_t
safe_mul_func_uint8_t_u_u(uint8_t ui1, uint8_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint8_t
safe_mod_func_uint8_t_u_u(uint8_t ui1, uint8_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint8_t
safe_div_func_uint8_t_u_u(uint8_t ui1, uint8_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint8_t
safe_lshift_func_uint8_t_u_s(uint8_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((255) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint8_t
safe_rshift_func_uint8_t_u_s(uint8_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint8_t
safe_rshift_func_uint8_t_u_u(uint8_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint16_t
safe_add_func_uint16_t_u_u(uint16_t ui1, uint16_t ui2 )
{
 
  return ui1 + ui2;
}
static uint16_t
safe_sub_func_uint16_t_u_u(uint16_t ui1, uint16_t ui2 )
{
 
  return ui1 - ui2;
}
static uint16_t
safe_mul_func_uint16_t_u_u(uint16_t ui1, uint16_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint16_t
safe_mod_func_uint16_t_u_u(uint16_t ui1, uint16_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint16_t
safe_div_func_uint16_t_u_u(uint16_t ui1, uint16_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint16_t
safe_rshift_func_uint16_t_u_s(uint16_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint16_t
safe_rshift_func_uint16_t_u_u(uint16_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint32_t
safe_unary_minus_func_uint32_t_u(uint32_t ui )
{
 
  return -ui;
}
static uint32_t
safe_add_func_uint32_t_u_u(uint32_t ui1, uint32_t ui2 )
{
 
  return ui1 + ui2;
}
static uint32_t
safe_sub_func_uint32_t_u_u(uint32_t ui1, uint32_t ui2 )
{
 
  return ui1 - ui2;
}
static uint32_t
safe_mod_func_uint32_t_u_u(uint32_t ui1, uint32_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint32_t
safe_div_func_uint32_t_u_u(uint32_t ui1, uint32_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint64_t
safe_unary_minus_func_uint64_t_u(uint64_t ui )
{
 
  return -ui;
}
static uint64_t
safe_add_func_uint64_t_u_u(uint64_t ui1, uint64_t ui2 )
{
 
  return ui1 + ui2;
}
static uint64_t
safe_sub_func_uint64_t_u_u(uint64_t ui1, uint64_t ui2 )
{
 
  return ui1 - ui2;
}
static uint64_t
safe_div_func_uint64_t_u_u(uint64_t ui1, uint64_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
/* ---- end of csmith runtime ---- */




static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_3[9] = {0x506D4441L,0x506D4441L,0x506D4441L,0x506D4441L,0x506D4441L,0x506D4441L,0x506D4441L,0x506D4441L,0x506D4441L};
static int64_t g_27 = 0xF3817D1DC6B79DF9LL;
static int32_t g_29[4][6] = {{(-8L),(-1L),(-8L),(-8L),(-1L),(-8L)},{(-8L),(-1L),(-8L),(-8L),(-1L),(-8L)},{(-8L),(-1L),(-8L),(-8L),(-1L),(-8L)},{(-8L),(-1L),(-8L),(-8L),(-1L),(-8L)}};
static int32_t g_40[1] = {0x3279329BL};
static int32_t g_44 = 0L;
static volatile uint16_t g_57 = 0x196AL;/* VOLATILE GLOBAL g_57 */
static const int32_t * volatile * volatile g_73 = (void*)0;/* VOLATILE GLOBAL g_73 */
static int32_t * volatile g_83[1] = {(void*)0};
static int32_t * volatile g_84 = &g_40[0];/* VOLATILE GLOBAL g_84 */
static int32_t ** volatile g_85 = (void*)0;/* VOLATILE GLOBAL g_85 */
static uint8_t g_89 = 0xC7L;
static uint32_t g_99[9][8] = {{0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L},{0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L},{0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L},{0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L},{0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L},{0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L},{0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L},{0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L},{0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L,0xD74AE622L}};
static uint64_t g_105 = 0UL;
static uint64_t g_115 = 0x7C037E6EF1F7F341LL;
static uint64_t * volatile g_114 = &g_115;/* VOLATILE GLOBAL g_114 */
static int16_t g_121 = (-1L);
static int16_t g_123 = 0xE284L;
static int32_t ** volatile g_124 = (void*)0;/* VOLATILE GLOBAL g_124 */
static volatile int32_t g_137 = 0x7340CD4CL;/* VOLATILE GLOBAL g_137 */
static volatile int32_t * volatile g_136 = &g_137;/* VOLATILE GLOBAL g_136 */
static int64_t g_155 = 7L;
static int32_t g_159 = (-9L);
static volatile int8_t g_187 = 7L;/* VOLATILE GLOBAL g_187 */
static int32_t g_202[2] = {0xB2A22D2DL,0xB2A22D2DL};
static int8_t g_204 = 3L;
static int8_t g_207 = (-1L);
static uint16_t g_238 = 0xF38DL;
static uint32_t *g_306 = &g_99[0][0];
static uint32_t **g_305 = &g_306;
static uint32_t **g_307 = &g_306;
static uint32_t ***g_320[6] = {&g_307,&g_307,&g_307,&g_307,&g_307,&g_307};
static uint16_t g_351 = 65535UL;
static int32_t g_357[2] = {0xFD03CE84L,0xFD03CE84L};
static int16_t g_420 = (-8L);
static uint8_t *g_443 = &g_89;
static uint8_t **g_442 = &g_443;
static const int32_t *g_499 = &g_202[0];
static const int32_t ** volatile g_498 = &g_499;/* VOLATILE GLOBAL g_498 */
static const int32_t g_603 = 1L;
static int8_t *g_610 = &g_207;
static int8_t * volatile * volatile g_609[10][7][3] = {{{&g_610,&g_610,(void*)0},{(void*)0,(void*)0,(void*)0},{&g_610,&g_610,&g_610},{&g_610,&g_610,&g_610},{&g_610,&g_610,(void*)0},{(void*)0,&g_610,&g_610},{&g_610,&g_610,&g_610}},{{&g_610,&g_610,&g_610},{(void*)0,(void*)0,(void*)0},{(void*)0,&g_610,&g_610},{&g_610,(void*)0,&g_610},{&g_610,&g_610,(void*)0},{(void*)0,(void*)0,(void*)0},{&g_610,&g_610,&g_610}},{{&g_610,&g_610,&g_610},{&g_610,&g_610,(void*)0},{(void*)0,&g_610,&g_610},{&g_610,&g_610,&g_610},{&g_610,&g_610,&g_610},{(void*)0,(void*)0,(void*)0},{(void*)0,&g_610,&g_610}},{{&g_610,(void*)0,&g_610},{&g_610,&g_610,(void*)0},{(void*)0,(void*)0,(void*)0},{&g_610,&g_610,&g_610},{&g_610,&g_610,&g_610},{&g_610,&g_610,(void*)0},{(void*)0,&g_610,&g_610}},{{&g_610,&g_610,&g_610},{&g_610,&g_610,&g_610},{(void*)0,(void*)0,(void*)0},{(void*)0,&g_610,&g_610},{&g_610,(void*)0,&g_610},{&g_610,&g_610,(void*)0},{(void*)0,(void*)0,(void*)0}},{{&g_610,&g_610,&g_610},{&g_610,&g_610,&g_610},{&g_610,&g_610,(void*)0},{(void*)0,&g_610,&g_610},{&g_610,&g_610,&g_610},{&g_610,&g_610,&g_610},{&g_610,&g_610,&g_610}},{{&g_610,&g_610,(void*)0},{&g_610,&g_610,&g_610},{(void*)0,&g_610,&g_610},{&g_610,&g_610,&g_610},{&g_610,&g_610,&g_610},{&g_610,&g_610,(void*)0},{&g_610,&g_610,&g_610}},{{&g_610,&g_610,&g_610},{(void*)0,&g_610,&g_610},{&g_610,&g_610,&g_610},{&g_610,&g_610,&g_610},{&g_610,&g_610,(void*)0},{&g_610,&g_610,&g_610},{(void*)0,&g_610,&g_610}},{{&g_610,&g_610,&g_610},{&g_610,&g_610,&g_610},{&g_610,&g_610,(void*)0},{&g_610,&g_610,&g_610},{&g_610,&g_610,&g_610},{(void*)0,&g_610,&g_610},{&g_610,&g_610,&g_610}},{{&g_610,&g_610,&g_610},{&g_610,&g_610,(void*)0},{&g_610,&g_610,&g_610},{(void*)0,&g_610,&g_610},{&g_610,&g_610,&g_610},{&g_610,&g_610,&g_610},{&g_610,&g_610,(void*)0}}};
static int32_t *g_732 = &g_159;
static int32_t **g_731 = &g_732;
static int32_t ** const *g_730[2] = {&g_731,&g_731};
static int32_t ** const ** volatile g_729[1] = {&g_730[1]};
static uint16_t * volatile *g_756 = (void*)0;
static int16_t g_768 = (-1L);
static uint8_t g_771 = 0x38L;
static uint32_t *g_809 = (void*)0;
static uint32_t **g_808[6] = {&g_809,&g_809,&g_809,&g_809,&g_809,&g_809};
static volatile uint32_t g_829 = 0x2F5F5BC6L;/* VOLATILE GLOBAL g_829 */
static volatile uint32_t *g_828 = &g_829;
static volatile uint32_t ** volatile g_827 = &g_828;/* VOLATILE GLOBAL g_827 */
static volatile uint32_t ** volatile *g_826[3][2][5] = {{{&g_827,&g_827,&g_827,&g_827,&g_827},{&g_827,&g_827,(void*)0,(void*)0,&g_827}},{{&g_827,&g_827,&g_827,&g_827,&g_827},{&g_827,&g_827,&g_827,(void*)0,&g_827}},{{&g_827,&g_827,&g_827,&g_827,&g_827},{&g_827,&g_827,&g_827,&g_827,&g_827}}};
static volatile uint32_t ** volatile **g_825 = &g_826[2][0][0];
static volatile uint32_t ** volatile *** volatile g_830 = &g_825;/* VOLATILE GLOBAL g_830 */
static volatile uint32_t g_871[3] = {0xFBD762F8L,0xFBD762F8L,0xFBD762F8L};
static int8_t * volatile * volatile *g_939 = (void*)0;
static int8_t * volatile * volatile ** volatile g_938 = &g_939;/* VOLATILE GLOBAL g_938 */
static uint8_t * const *g_991 = &g_443;
static uint8_t * const **g_990 = &g_991;
static uint8_t * const ** volatile *g_989 = &g_990;
static uint8_t ***g_994 = &g_442;
static uint8_t ****g_993 = &g_994;
static volatile uint32_t ** volatile *** volatile g_1023 = (void*)0;/* VOLATILE GLOBAL g_1023 */
static volatile uint32_t ** volatile *** volatile g_1024 = &g_825;/* VOLATILE GLOBAL g_1024 */
static volatile int64_t g_1030 = 1L;/* VOLATILE GLOBAL g_1030 */
static volatile int64_t *g_1029 = &g_1030;
static uint8_t g_1112[10] = {0x55L,0x55L,0x55L,0x55L,0x55L,0x55L,0x55L,0x55L,0x55L,0x55L};
static uint32_t ****g_1121[1] = {&g_320[4]};
static const int32_t *g_1474 = &g_29[3][3];
static const int32_t g_1476 = (-7L);
static volatile int8_t g_1568 = 1L;/* VOLATILE GLOBAL g_1568 */
static int8_t * const **g_1608 = (void*)0;
static uint32_t g_1649 = 3UL;
static const uint32_t *g_1720 = (void*)0;
static const uint32_t **g_1719[1][6] = {{&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720}};
static const int64_t g_1806 = 3L;
static const int64_t *g_1805 = &g_1806;
static const int8_t g_1890[9] = {7L,7L,7L,7L,7L,7L,7L,7L,7L};
static uint8_t ****g_1909 = &g_994;
static int8_t g_1910 = 1L;
static volatile uint32_t g_1993 = 0x244F89C2L;/* VOLATILE GLOBAL g_1993 */
static uint8_t *** const *g_2040 = (void*)0;
static int8_t **g_2098 = (void*)0;
static int8_t ***g_2097 = &g_2098;
static int8_t ****g_2096 = &g_2097;
static int8_t *****g_2095 = &g_2096;
static int32_t g_2101[5][4][5] = {{{1L,0x9DB00B4BL,0L,4L,0x25E49E15L},{0xA53137D7L,(-1L),(-2L),0L,0x10F3E18EL},{0x380BC280L,0L,0x25E49E15L,(-7L),0x844E41A4L},{0xA53137D7L,4L,4L,0xDA52036EL,4L}},{{1L,1L,9L,0x844E41A4L,0x494CF2F6L},{4L,0xA53137D7L,0x44B38CF7L,4L,(-1L)},{0L,0x380BC280L,9L,0x25E49E15L,1L},{0x6ABDC806L,0x382CC11EL,0x10F3E18EL,4L,4L}},{{(-9L),1L,(-9L),9L,(-8L)},{0x1BF59E73L,(-2L),(-1L),0x44B38CF7L,0x1D058C30L},{0x380BC280L,0x9DB00B4BL,0x494CF2F6L,0L,1L},{0xEA7A00E7L,0x6ABDC806L,(-1L),0x1D058C30L,4L}},{{0x9DB00B4BL,(-9L),(-9L),0x9DB00B4BL,0x4FD98B39L},{0x44B38CF7L,0x1BF59E73L,0x10F3E18EL,0x3E958DF7L,0x1BF59E73L},{0x4FD98B39L,0x380BC280L,9L,0xEFABF012L,(-8L)},{0x382CC11EL,0xEA7A00E7L,0x2A6240B1L,0x3E958DF7L,(-1L)}},{{0L,0x9DB00B4BL,1L,0x9DB00B4BL,0L},{0x2A6240B1L,0x44B38CF7L,0xEA7A00E7L,0x1D058C30L,0x6ABDC806L},{1L,0x4FD98B39L,0xEFABF012L,0L,0x9C5EFF75L},{0x44B38CF7L,0x382CC11EL,0xDA52036EL,0x44B38CF7L,0x6ABDC806L}}};
static int64_t *g_2132 = &g_27;
static const uint32_t *g_2295 = (void*)0;
static const uint32_t **g_2294 = &g_2295;
static const uint32_t ***g_2293[3][6] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
static uint32_t g_2383 = 4294967295UL;
static volatile uint64_t g_2465 = 0xCC42B59B2D93A861LL;/* VOLATILE GLOBAL g_2465 */
static volatile uint64_t * volatile g_2464[7][4] = {{&g_2465,&g_2465,&g_2465,(void*)0},{(void*)0,&g_2465,&g_2465,&g_2465},{&g_2465,&g_2465,(void*)0,&g_2465},{&g_2465,&g_2465,&g_2465,&g_2465},{&g_2465,&g_2465,&g_2465,(void*)0},{&g_2465,&g_2465,&g_2465,(void*)0},{&g_2465,(void*)0,(void*)0,(void*)0}};
static volatile uint64_t * volatile * volatile g_2463 = &g_2464[2][3];/* VOLATILE GLOBAL g_2463 */
static volatile uint64_t * volatile * volatile *g_2462 = &g_2463;
static int16_t g_2547 = 4L;
static int32_t * volatile g_2657[8][7] = {{(void*)0,&g_159,&g_357[0],&g_40[0],&g_357[0],&g_159,(void*)0},{(void*)0,(void*)0,&g_40[0],&g_40[0],&g_357[0],&g_40[0],&g_44},{&g_202[1],(void*)0,&g_44,&g_44,(void*)0,&g_40[0],&g_40[0]},{&g_44,&g_159,&g_40[0],&g_159,&g_44,(void*)0,&g_202[0]},{&g_202[0],&g_159,&g_357[0],(void*)0,&g_40[0],(void*)0,(void*)0},{&g_159,(void*)0,&g_40[0],&g_357[0],&g_40[0],&g_40[0],&g_357[0]},{&g_202[0],(void*)0,&g_202[0],&g_40[0],&g_40[0],(void*)0,&g_357[0]},{&g_44,&g_159,(void*)0,(void*)0,&g_357[0],&g_202[0],(void*)0}};
static int32_t * volatile g_2658 = &g_44;/* VOLATILE GLOBAL g_2658 */
static volatile int16_t g_2728 = 0L;/* VOLATILE GLOBAL g_2728 */
static volatile int32_t * volatile g_2765 = &g_137;/* VOLATILE GLOBAL g_2765 */
static uint16_t **g_2847 = (void*)0;
static uint16_t ***g_2846 = &g_2847;
static uint16_t ****g_2845[1][3] = {{&g_2846,&g_2846,&g_2846}};
static uint16_t ***** volatile g_2844 = &g_2845[0][2];/* VOLATILE GLOBAL g_2844 */
static int32_t *g_3024 = &g_202[0];
static int32_t ** volatile g_3023 = &g_3024;/* VOLATILE GLOBAL g_3023 */
static uint32_t * const **g_3055 = (void*)0;
static uint32_t * const ***g_3054 = &g_3055;
static int64_t **g_3065[9][7][4] = {{{&g_2132,&g_2132,&g_2132,&g_2132},{(void*)0,(void*)0,&g_2132,&g_2132},{&g_2132,(void*)0,&g_2132,&g_2132},{&g_2132,(void*)0,&g_2132,&g_2132},{&g_2132,(void*)0,&g_2132,(void*)0},{&g_2132,(void*)0,&g_2132,&g_2132},{&g_2132,(void*)0,&g_2132,(void*)0}},{{&g_2132,&g_2132,(void*)0,&g_2132},{&g_2132,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_2132,&g_2132},{&g_2132,(void*)0,&g_2132,&g_2132},{&g_2132,&g_2132,&g_2132,(void*)0},{(void*)0,(void*)0,&g_2132,&g_2132},{&g_2132,&g_2132,&g_2132,&g_2132}},{{&g_2132,&g_2132,&g_2132,&g_2132},{(void*)0,&g_2132,&g_2132,&g_2132},{&g_2132,&g_2132,&g_2132,(void*)0},{&g_2132,&g_2132,&g_2132,&g_2132},{&g_2132,&g_2132,(void*)0,&g_2132},{&g_2132,&g_2132,&g_2132,&g_2132},{&g_2132,&g_2132,&g_2132,&g_2132}},{{(void*)0,&g_2132,&g_2132,&g_2132},{&g_2132,(void*)0,&g_2132,&g_2132},{&g_2132,&g_2132,&g_2132,&g_2132},{(void*)0,&g_2132,&g_2132,&g_2132},{&g_2132,(void*)0,&g_2132,(void*)0},{&g_2132,&g_2132,(void*)0,&g_2132},{&g_2132,&g_2132,&g_2132,&g_2132}},{{&g_2132,(void*)0,&g_2132,&g_2132},{&g_2132,&g_2132,&g_2132,&g_2132},{(void*)0,(void*)0,&g_2132,(void*)0},{&g_2132,&g_2132,&g_2132,&g_2132},{&g_2132,(void*)0,&g_2132,(void*)0},{(void*)0,&g_2132,&g_2132,&g_2132},{&g_2132,(void*)0,&g_2132,&g_2132}},{{&g_2132,(void*)0,&g_2132,(void*)0},{(void*)0,&g_2132,(void*)0,&g_2132},{&g_2132,&g_2132,(void*)0,&g_2132},{&g_2132,&g_2132,&g_2132,&g_2132},{&g_2132,(void*)0,&g_2132,&g_2132},{&g_2132,(void*)0,&g_2132,&g_2132},{&g_2132,&g_2132,&g_2132,&g_2132}},{{&g_2132,(void*)0,&g_2132,(void*)0},{&g_2132,&g_2132,&g_2132,&g_2132},{&g_2132,&g_2132,&g_2132,&g_2132},{&g_2132,&g_2132,(void*)0,&g_2132},{(void*)0,&g_2132,(void*)0,&g_2132},{&g_2132,&g_2132,(void*)0,&g_2132},{(void*)0,&g_2132,&g_2132,&g_2132}},{{&g_2132,&g_2132,&g_2132,(void*)0},{&g_2132,(void*)0,(void*)0,&g_2132},{&g_2132,&g_2132,&g_2132,&g_2132},{(void*)0,&g_2132,&g_2132,&g_2132},{(void*)0,&g_2132,&g_2132,&g_2132},{&g_2132,&g_2132,&g_2132,&g_2132},{&g_2132,&g_2132,(void*)0,&g_2132}},{{&g_2132,&g_2132,&g_2132,(void*)0},{&g_2132,&g_2132,&g_2132,&g_2132},{(void*)0,&g_2132,&g_2132,&g_2132},{&g_2132,&g_2132,&g_2132,(void*)0},{&g_2132,&g_2132,(void*)0,&g_2132},{&g_2132,&g_2132,(void*)0,&g_2132},{&g_2132,&g_2132,&g_2132,(void*)0}}};
static uint8_t *****g_3232 = &g_1909;
static uint16_t *****g_3236 = &g_2845[0][2];
static uint64_t *g_3292 = &g_105;
static uint64_t **g_3291[8][5][6] = {{{&g_3292,&g_3292,(void*)0,(void*)0,&g_3292,&g_3292},{&g_3292,&g_3292,&g_3292,&g_3292,&g_3292,&g_3292},{(void*)0,&g_3292,&g_3292,&g_3292,(void*)0,(void*)0},{(void*)0,&g_3292,&g_3292,&g_3292,&g_3292,&g_3292},{&g_3292,&g_3292,(void*)0,&g_3292,(void*)0,&g_3292}},{{&g_3292,&g_3292,&g_3292,&g_3292,&g_3292,&g_3292},{&g_3292,&g_3292,&g_3292,&g_3292,&g_3292,(void*)0},{&g_3292,&g_3292,&g_3292,(void*)0,&g_3292,&g_3292},{&g_3292,&g_3292,(void*)0,&g_3292,&g_3292,&g_3292},{&g_3292,&g_3292,&g_3292,(void*)0,&g_3292,(void*)0}},{{(void*)0,&g_3292,&g_3292,&g_3292,&g_3292,&g_3292},{&g_3292,(void*)0,&g_3292,&g_3292,&g_3292,&g_3292},{(void*)0,&g_3292,&g_3292,&g_3292,(void*)0,&g_3292},{(void*)0,&g_3292,(void*)0,&g_3292,&g_3292,&g_3292},{&g_3292,&g_3292,&g_3292,&g_3292,(void*)0,&g_3292}},{{&g_3292,&g_3292,&g_3292,&g_3292,&g_3292,&g_3292},{(void*)0,&g_3292,&g_3292,&g_3292,&g_3292,&g_3292},{&g_3292,&g_3292,&g_3292,(void*)0,&g_3292,&g_3292},{&g_3292,&g_3292,&g_3292,&g_3292,&g_3292,&g_3292},{&g_3292,&g_3292,&g_3292,&g_3292,&g_3292,&g_3292}},{{&g_3292,&g_3292,&g_3292,(void*)0,&g_3292,&g_3292},{(void*)0,&g_3292,&g_3292,(void*)0,&g_3292,&g_3292},{&g_3292,&g_3292,&g_3292,&g_3292,(void*)0,&g_3292},{(void*)0,(void*)0,&g_3292,&g_3292,&g_3292,&g_3292},{&g_3292,(void*)0,(void*)0,(void*)0,&g_3292,&g_3292}},{{&g_3292,(void*)0,&g_3292,&g_3292,&g_3292,&g_3292},{&g_3292,&g_3292,(void*)0,&g_3292,&g_3292,(void*)0},{(void*)0,&g_3292,&g_3292,(void*)0,(void*)0,(void*)0},{&g_3292,(void*)0,&g_3292,&g_3292,&g_3292,&g_3292},{&g_3292,(void*)0,(void*)0,&g_3292,&g_3292,&g_3292}},{{&g_3292,&g_3292,&g_3292,&g_3292,&g_3292,&g_3292},{&g_3292,&g_3292,(void*)0,(void*)0,&g_3292,(void*)0},{&g_3292,&g_3292,&g_3292,&g_3292,&g_3292,(void*)0},{&g_3292,&g_3292,&g_3292,&g_3292,(void*)0,(void*)0},{&g_3292,&g_3292,&g_3292,&g_3292,(void*)0,&g_3292}},{{&g_3292,&g_3292,&g_3292,&g_3292,(void*)0,&g_3292},{&g_3292,&g_3292,&g_3292,(void*)0,&g_3292,&g_3292},{&g_3292,&g_3292,&g_3292,&g_3292,&g_3292,&g_3292},{&g_3292,(void*)0,(void*)0,&g_3292,(void*)0,&g_3292},{&g_3292,&g_3292,(void*)0,&g_3292,&g_3292,&g_3292}}};
static uint64_t ***g_3290 = &g_3291[2][1][1];
static int32_t ** volatile g_3327 = &g_3024;/* VOLATILE GLOBAL g_3327 */
static const int32_t **g_3332[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static const int32_t ***g_3331 = &g_3332[2];
static const int32_t **** volatile g_3330 = &g_3331;/* VOLATILE GLOBAL g_3330 */
static uint16_t ***g_3409 = &g_2847;
static int64_t *** volatile g_3430 = &g_3065[1][5][0];/* VOLATILE GLOBAL g_3430 */
static int64_t ***g_3484 = (void*)0;
static uint16_t ** const *g_3490 = (void*)0;
static uint16_t ** const **g_3489 = &g_3490;
static uint16_t ** const ***g_3488 = &g_3489;
static int64_t g_3518 = 0xC1F885313A2ACAFCLL;
static int16_t *g_3603 = (void*)0;
static int16_t **g_3602 = &g_3603;
static int16_t ***g_3601[2][9] = {{(void*)0,&g_3602,&g_3602,(void*)0,&g_3602,(void*)0,&g_3602,(void*)0,&g_3602},{&g_3602,&g_3602,&g_3602,(void*)0,&g_3602,(void*)0,&g_3602,&g_3602,&g_3602}};
static volatile int64_t g_3666 = (-1L);/* VOLATILE GLOBAL g_3666 */
static int32_t *g_3737 = &g_2101[1][0][2];
static int32_t **g_3736 = &g_3737;
static int32_t ***g_3832 = &g_3736;
static int32_t **** volatile g_3831 = &g_3832;/* VOLATILE GLOBAL g_3831 */
static uint32_t *****g_3983 = (void*)0;
static volatile int16_t g_4001[3][9][9] = {{{1L,1L,0x37CAL,(-5L),0L,(-5L),0x37CAL,1L,1L},{0x7BAEL,0L,0x7B4DL,0xAD58L,0x7BAEL,0x7BAEL,0xAD58L,0x7B4DL,0L},{(-1L),0x4CC2L,0x86C1L,0xEA9FL,4L,1L,4L,0xEA9FL,0x86C1L},{0x7BAEL,0x9F2FL,0xAD58L,0xE494L,0L,0x9F2FL,0x9F2FL,0L,0xE494L},{1L,0x4CC2L,1L,1L,0x37CAL,(-5L),0L,(-5L),0x37CAL},{3L,0L,0xAD58L,0x60B3L,0L,3L,0xAD58L,0xAD58L,3L},{0x45ABL,1L,0x86C1L,1L,0x45ABL,0x9CCDL,(-1L),0xEA9FL,(-1L)},{0L,0x8FF5L,0x7B4DL,0xE494L,0L,0xAD58L,0x8FF5L,0xE494L,0xE494L},{0x9249L,1L,1L,0x4CC2L,1L,1L,0x37CAL,(-5L),0L}},{{0xE494L,0x7BAEL,0x7B4DL,0x60B3L,3L,0xE494L,0x9F2FL,0x7B4DL,3L},{0x86C1L,(-5L),0x6ECBL,0xEA9FL,0x45ABL,0xEA9FL,0x6ECBL,(-5L),0x86C1L},{0L,0x60B3L,0x8FF5L,3L,0L,0xAD58L,0x60B3L,0L,3L},{1L,0x9CCDL,0L,0x4CC2L,0x9249L,(-5L),0x9249L,0x4CC2L,0L},{0L,0L,0x60B3L,0x8FF5L,3L,0L,0xAD58L,0x60B3L,0L},{0x86C1L,0x9CCDL,0x86C1L,(-5L),0x6ECBL,0xEA9FL,0x45ABL,0xEA9FL,0x6ECBL},{0xE494L,0x60B3L,0x60B3L,0xE494L,0x7BAEL,0x7B4DL,0x60B3L,3L,0xE494L},{0x37CAL,(-5L),0L,(-5L),0x37CAL,1L,1L,0x4CC2L,1L},{3L,0x7BAEL,0x8FF5L,0x8FF5L,0x7BAEL,3L,0x9F2FL,0x8FF5L,0L}},{{(-1L),1L,0x6ECBL,0x4CC2L,0x6ECBL,1L,(-1L),(-5L),4L},{0xE494L,0x9F2FL,0x7B4DL,3L,3L,0x7B4DL,0x9F2FL,0xE494L,3L},{0L,(-5L),1L,0xEA9FL,0x9249L,0xEA9FL,1L,(-5L),0L},{0L,3L,0x8FF5L,0x60B3L,0L,0L,0x60B3L,0x8FF5L,3L},{0x6ECBL,0x9CCDL,4L,0x4CC2L,0x45ABL,(-5L),0x45ABL,0x4CC2L,4L},{0L,0xAD58L,0x60B3L,0L,3L,0xAD58L,0xAD58L,3L,0L},{0L,0x9CCDL,0L,(-5L),1L,0xEA9FL,0x9249L,0xEA9FL,1L},{0xE494L,3L,0x60B3L,0x7B4DL,0x7BAEL,0xE494L,0x60B3L,0x60B3L,0xE494L},{(-1L),(-5L),4L,(-5L),(-1L),1L,0x6ECBL,0x4CC2L,0x6ECBL}}};
static volatile int8_t g_4058 = (-1L);/* VOLATILE GLOBAL g_4058 */
static int64_t * volatile *g_4180 = &g_2132;
static int64_t * volatile * const  volatile *g_4179 = &g_4180;
static int64_t * volatile * const  volatile **g_4178[1] = {&g_4179};
static int64_t * volatile * const  volatile ***g_4177[2] = {&g_4178[0],&g_4178[0]};
static int32_t **g_4305[9] = {&g_3024,&g_3024,&g_3024,&g_3024,&g_3024,&g_3024,&g_3024,&g_3024,&g_3024};
static volatile uint32_t g_4322 = 4294967290UL;/* VOLATILE GLOBAL g_4322 */
static volatile uint8_t g_4456 = 0x4FL;/* VOLATILE GLOBAL g_4456 */
static int16_t g_4499 = 0x15B9L;
static uint8_t g_4517 = 9UL;
static int32_t ** const *g_4674 = &g_3736;
static int32_t ** const * const *g_4673 = &g_4674;
static int32_t ** const * const ** volatile g_4672[5] = {&g_4673,&g_4673,&g_4673,&g_4673,&g_4673};
static volatile uint8_t g_4749 = 0xC3L;/* VOLATILE GLOBAL g_4749 */


int64_t g_9001 = 0L;
int64_t g_9002 = 0L;
int64_t *g_9003 = &g_9001;
int8_t g_9004 = 0L;
int8_t * const g_9005 = &g_9004;
int32_t g_9006 = 0L;
int32_t g_9007 = 0L;

/* --- FORWARD DECLARATIONS --- */
static void func_900(void);
static const uint32_t  func_1(void);
static int32_t  func_10(int32_t * p_11);
static int32_t * func_12(int32_t * p_13, int32_t * p_14, uint64_t  p_15, int32_t * p_16);
static int32_t * func_17(int32_t * p_18);
static int32_t * func_19(int32_t * p_20);
static int32_t * func_21(uint16_t  p_22, int32_t * p_23);
static uint16_t  func_24(uint32_t  p_25, int64_t  p_26);
static int8_t  func_33(int32_t * p_34);
static const uint32_t  func_38(const uint16_t  p_39);
static int32_t * func_66(int32_t  p_67, uint32_t  p_68);


/* --- FUNCTIONS --- */
static void func_900(void)
{
    int64_t l_9101[6] = {1L,4L,4L,1L,4L,4L};
    for (; g_9007 >= -6; g_9007--)
    {
        g_9006 = 0;
        for (; g_9006 <= 5; g_9006++)
            g_9002 = l_9101[g_9006] ^= *g_9005 > *g_9003;
        *g_9005 = 1;
    }
}
/* ------------------------------------------ */
/* 
 * reads : g_3 g_27 g_29 g_40 g_57 g_73 g_44 g_84 g_99 g_105 g_89 g_114 g_115 g_123 g_136 g_187 g_121 g_202 g_207 g_137 g_498 g_204 g_442 g_443 g_351 g_238 g_305 g_306 g_357 g_603 g_609 g_610 g_731 g_732 g_825 g_830 g_155 g_871 g_159 g_808 g_420 g_938 g_827 g_828 g_989 g_990 g_991 g_1024 g_1029 g_2765 g_3292 g_826 g_307 g_3024 g_1649 g_3737 g_3054 g_3055
 * writes: g_3 g_27 g_40 g_57 g_44 g_99 g_105 g_115 g_121 g_123 g_29 g_155 g_159 g_202 g_204 g_207 g_238 g_89 g_499 g_443 g_825 g_732 g_808 g_809 g_420 g_939 g_768 g_993 g_137 g_871 g_1649 g_2101 g_351
 */
static const uint32_t  func_1(void)
{
    func_900(); /* block id: 0 */
    int32_t *l_2 = &g_3[8];
    int32_t l_28 = (-1L);
    int32_t l_4025 = 0xFB0C8462L;
    (*l_2) = 0x7FD5464BL;
    (*l_2) ^= 0xCF09CC25L;
    (*g_3024) = (safe_mul_func_uint16_t_u_u(0xEF2CL, (safe_mod_func_uint8_t_u_u((safe_add_func_int32_t_s_s(func_10(((*g_731) = func_12(func_17(l_2), func_19(func_21(func_24(g_27, l_28), &l_28)), l_4025, &l_4025))), l_28)), 0xD8L))));
    for (g_121 = 0; (g_121 <= (-29)); --g_121)
    { /* block id: 2166 */
        int32_t l_4786 = 0x4515FDC8L;
        for (l_4025 = 0; (l_4025 <= 26); l_4025++)
        { /* block id: 2169 */
            if (l_4786)
                break;
        }
    }
    return (*l_2);
}


/* ------------------------------------------ */
/* 
 * reads : g_3292 g_105 g_830 g_825 g_826 g_306 g_307 g_99 g_3024 g_202 g_207 g_1649 g_731 g_732 g_3737 g_3054 g_3055
 * writes: g_99 g_105 g_202 g_207 g_1649 g_2101 g_351
 */
static int32_t  func_10(int32_t * p_11)
{ /* block id: 1809 */
    uint32_t ***l_4035 = (void*)0;
    int32_t l_4036 = 3L;
    int32_t l_4037[5] = {0x4C777F2AL,0x4C777F2AL,0x4C777F2AL,0x4C777F2AL,0x4C777F2AL};
    int64_t l_4041 = (-1L);
    uint8_t * const ***l_4046 = &g_990;
    int32_t ***l_4059 = &g_731;
    uint32_t l_4060 = 1UL;
    int16_t l_4106 = 9L;
    int8_t l_4107[2];
    int64_t * volatile * const  volatile ***l_4181 = &g_4178[0];
    uint64_t l_4187 = 0x086F5ACAA9304299LL;
    int8_t **l_4198[1][8] = {{&g_610,&g_610,&g_610,&g_610,&g_610,&g_610,&g_610,&g_610}};
    uint32_t ***l_4259[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    int32_t l_4273 = 0xAB9AF873L;
    int32_t ** const l_4298 = &g_3737;
    uint32_t l_4299 = 0xF6CE5E4FL;
    uint16_t *l_4300 = &g_351;
    uint32_t *****l_4403[4][9] = {{&g_1121[0],&g_1121[0],&g_1121[0],&g_1121[0],(void*)0,&g_1121[0],(void*)0,&g_1121[0],&g_1121[0]},{&g_1121[0],&g_1121[0],&g_1121[0],&g_1121[0],(void*)0,&g_1121[0],(void*)0,&g_1121[0],&g_1121[0]},{&g_1121[0],&g_1121[0],&g_1121[0],&g_1121[0],(void*)0,&g_1121[0],(void*)0,&g_1121[0],&g_1121[0]},{&g_1121[0],&g_1121[0],&g_1121[0],&g_1121[0],(void*)0,&g_1121[0],(void*)0,&g_1121[0],&g_1121[0]}};
    int32_t l_4417 = (-1L);
    int8_t l_4418 = 1L;
    int32_t l_4439 = 8L;
    uint8_t l_4451 = 252UL;
    int32_t ****l_4470 = (void*)0;
    uint16_t * const ** const l_4483 = (void*)0;
    uint16_t * const ** const *l_4482 = &l_4483;
    uint16_t * const ** const **l_4481[7];
    int32_t l_4527 = 1L;
    uint16_t *l_4539 = (void*)0;
    uint16_t **l_4574[5] = {&l_4539,&l_4539,&l_4539,&l_4539,&l_4539};
    uint16_t **l_4575 = &l_4300;
    uint32_t ***l_4582 = (void*)0;
    uint32_t ***l_4583 = &g_305;
    int64_t l_4584 = 0x2A7C3E818A5B9099LL;
    int8_t l_4585 = 0x3BL;
    uint16_t l_4586 = 65535UL;
    int8_t l_4601 = 0xC2L;
    uint32_t l_4609 = 0UL;
    int8_t ****l_4611[2][10][9] = {{{(void*)0,(void*)0,(void*)0,&g_2097,(void*)0,(void*)0,&g_2097,&g_2097,(void*)0},{(void*)0,&g_2097,(void*)0,&g_2097,&g_2097,&g_2097,&g_2097,(void*)0,&g_2097},{&g_2097,&g_2097,(void*)0,(void*)0,&g_2097,&g_2097,&g_2097,&g_2097,&g_2097},{&g_2097,&g_2097,&g_2097,&g_2097,(void*)0,(void*)0,(void*)0,(void*)0,&g_2097},{&g_2097,&g_2097,&g_2097,&g_2097,&g_2097,&g_2097,&g_2097,(void*)0,(void*)0},{&g_2097,&g_2097,&g_2097,&g_2097,&g_2097,(void*)0,&g_2097,&g_2097,(void*)0},{&g_2097,(void*)0,&g_2097,(void*)0,(void*)0,&g_2097,(void*)0,&g_2097,&g_2097},{&g_2097,(void*)0,&g_2097,&g_2097,&g_2097,&g_2097,&g_2097,&g_2097,(void*)0},{&g_2097,&g_2097,(void*)0,&g_2097,&g_2097,(void*)0,&g_2097,&g_2097,&g_2097},{&g_2097,&g_2097,&g_2097,&g_2097,&g_2097,&g_2097,&g_2097,&g_2097,(void*)0}},{{(void*)0,&g_2097,(void*)0,&g_2097,&g_2097,&g_2097,(void*)0,&g_2097,(void*)0},{(void*)0,&g_2097,&g_2097,&g_2097,&g_2097,(void*)0,(void*)0,&g_2097,&g_2097},{&g_2097,&g_2097,(void*)0,&g_2097,&g_2097,&g_2097,(void*)0,&g_2097,&g_2097},{(void*)0,&g_2097,&g_2097,(void*)0,&g_2097,(void*)0,(void*)0,&g_2097,&g_2097},{&g_2097,&g_2097,&g_2097,&g_2097,&g_2097,(void*)0,(void*)0,&g_2097,(void*)0},{&g_2097,&g_2097,&g_2097,(void*)0,(void*)0,&g_2097,(void*)0,&g_2097,(void*)0},{&g_2097,&g_2097,&g_2097,&g_2097,(void*)0,&g_2097,(void*)0,&g_2097,&g_2097},{&g_2097,&g_2097,(void*)0,&g_2097,&g_2097,&g_2097,&g_2097,(void*)0,(void*)0},{(void*)0,&g_2097,&g_2097,&g_2097,(void*)0,&g_2097,&g_2097,&g_2097,&g_2097},{&g_2097,&g_2097,&g_2097,&g_2097,(void*)0,&g_2097,&g_2097,(void*)0,&g_2097}}};
    int64_t ****l_4642 = (void*)0;
    int32_t ** const *l_4671 = &g_3736;
    int32_t ** const * const *l_4670 = &l_4671;
    int32_t l_4720 = 0x9322B499L;
    int64_t **l_4747 = &g_2132;
    int32_t l_4781 = 0x20985A95L;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_4107[i] = (-1L);
    for (i = 0; i < 7; i++)
        l_4481[i] = &l_4482;
    (*g_3024) &= (safe_add_func_uint64_t_u_u(((((*g_3292) , (((safe_unary_minus_func_uint32_t_u((safe_rshift_func_uint8_t_u_u(0x3EL, (safe_mod_func_uint8_t_u_u(((((((*g_3292) = ((l_4035 != (**g_830)) , (l_4036 && ((l_4037[2] |= l_4036) == ((((*g_306) = (0x4498L | (!((safe_div_func_int16_t_s_s((l_4036 , (-7L)), l_4041)) & (*p_11))))) , l_4036) & l_4041))))) | l_4036) | l_4041) <= l_4041) || (**g_307)), 1L)))))) && (**g_307)) || (*p_11))) | l_4036) < 0L), l_4041));
lbl_4559:
    for (g_207 = (-6); (g_207 > 25); ++g_207)
    { /* block id: 1816 */
        uint8_t ****l_4049 = (void*)0;
        uint32_t l_4051 = 18446744073709551609UL;
        int32_t l_4072 = 0xA6D69092L;
        int32_t l_4074 = (-8L);
        int32_t l_4075 = 0xFB48F88FL;
        int8_t *** const l_4080 = &g_2098;
        uint32_t ***l_4084 = &g_305;
        int32_t l_4185 = (-9L);
        int64_t l_4212 = 0xD2BBE2CD5DF5C60FLL;
        uint64_t l_4270 = 18446744073709551615UL;
        uint16_t ***l_4303 = &g_2847;
        int32_t l_4376[10] = {0xC72C26CFL,0xC72C26CFL,0xC72C26CFL,0xC72C26CFL,0xC72C26CFL,0xC72C26CFL,0xC72C26CFL,0xC72C26CFL,0xC72C26CFL,0xC72C26CFL};
        uint32_t * const *l_4406 = &g_809;
        uint32_t * const **l_4405[9] = {&l_4406,&l_4406,&l_4406,&l_4406,&l_4406,&l_4406,&l_4406,&l_4406,&l_4406};
        uint32_t * const ***l_4404[6][6] = {{&l_4405[8],&l_4405[8],&l_4405[0],&l_4405[8],&l_4405[8],&l_4405[0]},{&l_4405[8],&l_4405[8],&l_4405[0],&l_4405[8],&l_4405[8],&l_4405[0]},{&l_4405[8],&l_4405[8],&l_4405[0],&l_4405[8],&l_4405[8],&l_4405[0]},{&l_4405[8],&l_4405[8],&l_4405[0],&l_4405[8],&l_4405[8],&l_4405[0]},{&l_4405[8],&l_4405[8],&l_4405[0],&l_4405[8],&l_4405[8],&l_4405[0]},{&l_4405[8],&l_4405[8],&l_4405[0],&l_4405[8],&l_4405[8],&l_4405[0]}};
        int8_t l_4419 = 0x59L;
        int32_t l_4440 = 0xF3F0ACFFL;
        int16_t ***l_4471 = (void*)0;
        uint16_t **** const *l_4474 = &g_2845[0][2];
        uint32_t l_4522 = 18446744073709551613UL;
        int i, j;
        for (g_1649 = 0; (g_1649 <= 2); g_1649 += 1)
        { /* block id: 1819 */
            uint8_t * const ****l_4047 = (void*)0;
            uint8_t * const ****l_4048 = &l_4046;
            int32_t l_4052 = 3L;
            int32_t l_4069 = 0x42038F07L;
            int32_t l_4070[3][9][7] = {{{6L,1L,0xBC795EA3L,1L,6L,0xB0E707D4L,0xE6363969L},{6L,0x5633DDA8L,0x5AB28E99L,1L,(-8L),0x3492F852L,0xE6363969L},{(-8L),1L,0x5AB28E99L,0x5633DDA8L,6L,0x3492F852L,0x3492F852L},{6L,1L,0xBC795EA3L,1L,6L,0xB0E707D4L,0xE6363969L},{6L,0x5633DDA8L,0x5AB28E99L,1L,(-8L),0x3492F852L,0xE6363969L},{(-8L),1L,0x5AB28E99L,0x5633DDA8L,6L,0x3492F852L,0x3492F852L},{6L,1L,0xBC795EA3L,1L,6L,0xB0E707D4L,0xE6363969L},{6L,0x5633DDA8L,0x5AB28E99L,1L,(-8L),0x3492F852L,0xE6363969L},{(-8L),1L,0x5AB28E99L,0x5633DDA8L,6L,0x3492F852L,0x3492F852L}},{{6L,1L,0xBC795EA3L,1L,6L,0xB0E707D4L,0xE6363969L},{6L,0x5633DDA8L,0x5AB28E99L,1L,(-8L),0x3492F852L,0xE6363969L},{(-8L),1L,0x5AB28E99L,0x5633DDA8L,6L,0x3492F852L,0x3492F852L},{6L,1L,0xBC795EA3L,1L,6L,0xB0E707D4L,0x5AB28E99L},{0x3492F852L,(-5L),1L,(-6L),0xB0E707D4L,0xBC795EA3L,0x5AB28E99L},{0xB0E707D4L,(-6L),1L,(-5L),0x3492F852L,0xBC795EA3L,0xBC795EA3L},{0x3492F852L,(-6L),1L,(-6L),0x3492F852L,0L,0x5AB28E99L},{0x3492F852L,(-5L),1L,(-6L),0xB0E707D4L,0xBC795EA3L,0x5AB28E99L},{0xB0E707D4L,(-6L),1L,(-5L),0x3492F852L,0xBC795EA3L,0xBC795EA3L}},{{0x3492F852L,(-6L),1L,(-6L),0x3492F852L,0L,0x5AB28E99L},{0x3492F852L,(-5L),1L,(-6L),0xB0E707D4L,0xBC795EA3L,0x5AB28E99L},{0xB0E707D4L,(-6L),1L,(-5L),0x3492F852L,0xBC795EA3L,0xBC795EA3L},{0x3492F852L,(-6L),1L,(-6L),0x3492F852L,0L,0x5AB28E99L},{0x3492F852L,(-5L),1L,(-6L),0xB0E707D4L,0xBC795EA3L,0x5AB28E99L},{0xB0E707D4L,(-6L),1L,(-5L),0x3492F852L,0xBC795EA3L,0xBC795EA3L},{0x3492F852L,(-6L),1L,(-6L),0x3492F852L,0L,0x5AB28E99L},{0x3492F852L,(-5L),1L,(-6L),0xB0E707D4L,0xBC795EA3L,0x5AB28E99L},{0xB0E707D4L,(-6L),1L,(-5L),0x3492F852L,0xBC795EA3L,0xBC795EA3L}}};
            uint32_t ***l_4086 = &g_307;
            uint16_t l_4160 = 0x59E0L;
            uint32_t ** const *l_4168 = &g_305;
            uint32_t ** const * const *l_4167[5] = {&l_4168,&l_4168,&l_4168,&l_4168,&l_4168};
            uint32_t ** const * const **l_4166 = &l_4167[1];
            int32_t l_4217 = 0x3E035664L;
            uint32_t l_4219[3];
            uint32_t l_4264 = 4294967295UL;
            uint32_t l_4269 = 0x2E8AF5D6L;
            int8_t ** const l_4321 = (void*)0;
            uint32_t l_4373 = 0UL;
            int32_t ** const l_4394 = &g_3737;
            uint64_t l_4399 = 18446744073709551613UL;
            int32_t ****l_4416 = &l_4059;
            uint8_t *l_4422[4];
            uint16_t ***l_4477 = &g_2847;
            uint16_t **** const l_4476 = &l_4477;
            uint16_t **** const *l_4475 = &l_4476;
            int64_t **l_4515 = &g_2132;
            uint32_t **l_4516 = &g_809;
            uint8_t l_4531[8][5] = {{0UL,1UL,7UL,0xC8L,0xDDL},{7UL,1UL,0UL,0UL,1UL},{0UL,0x15L,251UL,1UL,0xDDL},{0x15L,0UL,251UL,0xAEL,251UL},{0xDDL,0xDDL,0UL,0UL,0x8AL},{0x15L,0x8AL,7UL,0UL,0UL},{0UL,0xF4L,0UL,0xAEL,0xC8L},{7UL,0x8AL,0x15L,1UL,0xC8L}};
            int i, j, k;
            for (i = 0; i < 3; i++)
                l_4219[i] = 1UL;
            for (i = 0; i < 4; i++)
                l_4422[i] = &g_89;
        }
        if (g_105)
            goto lbl_4559;
    }
    (**g_731) = (safe_mod_func_int8_t_s_s(((safe_rshift_func_uint16_t_u_s(((((***l_4059) >= (((**l_4298) = (+((*g_306)--))) , (safe_rshift_func_int16_t_s_u(((((***l_4059) >= ((l_4585 = (l_4037[0] = (safe_unary_minus_func_uint32_t_u(((*g_306) &= (safe_add_func_int16_t_s_s((safe_sub_func_int64_t_s_s(((l_4574[3] = &l_4300) != (l_4575 = &l_4539)), ((((***l_4059) != (***l_4059)) == (safe_add_func_uint32_t_u_u((safe_mul_func_int8_t_s_s((l_4584 |= (((safe_mul_func_int16_t_s_s((((*l_4300) = (2UL < ((l_4583 = l_4582) == (*g_3054)))) | (***l_4059)), (***l_4059))) | (***l_4059)) , 0x71L)), (***l_4059))), (***l_4059)))) , (***l_4059)))), 65528UL))))))) && (***l_4059))) < (*p_11)) ^ (***l_4059)), (***l_4059))))) ^ (***l_4059)) ^ (***l_4059)), (***l_4059))) , 0x81L), l_4586));
    for (l_4060 = 0; (l_4060 <= 7); l_4060 = safe_add_func_uint64_t_u_u(l_4060, 2))
    { /* block id: 2050 */
        uint32_t **l_4595 = &g_306;
        int32_t l_4615[6][10] = {{0L,0xD7F9C7A6L,0xD7F9C7A6L,0L,0x59C49C33L,0xD0924CCFL,0L,0x3DD21E73L,0L,0xD0924CCFL},{(-2L),(-1L),0x59C49C33L,(-1L),(-2L),0L,0xD7F9C7A6L,0L,0L,0xD7F9C7A6L},{0x3DD21E73L,0L,0L,0L,0L,0x3DD21E73L,0x98710073L,0xD7F9C7A6L,(-2L),0xD7F9C7A6L},{(-1L),0L,(-2L),0L,(-2L),0L,(-1L),0x98710073L,0xD0924CCFL,0xD0924CCFL},{(-1L),0xD0924CCFL,0x3DD21E73L,0x59C49C33L,0x59C49C33L,0x3DD21E73L,0xD0924CCFL,0xD287DE85L,0L,0xD0924CCFL},{0x59C49C33L,(-2L),0xD287DE85L,0L,0xD0924CCFL,0L,0xD287DE85L,(-2L),0x59C49C33L,0L}};
        uint32_t l_4616 = 0xCE6DE78DL;
        uint64_t ***l_4633[10][5][5] = {{{&g_3291[3][0][5],(void*)0,&g_3291[3][1][3],(void*)0,&g_3291[5][1][1]},{(void*)0,&g_3291[2][1][1],&g_3291[6][3][3],(void*)0,(void*)0},{&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[0][0][4],&g_3291[2][1][1],&g_3291[0][0][4]},{&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[0][0][1],&g_3291[2][1][1],&g_3291[5][1][1]},{&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[1][0][3],&g_3291[7][0][5]}},{{(void*)0,&g_3291[2][1][1],(void*)0,&g_3291[2][1][1],&g_3291[2][1][1]},{&g_3291[6][2][2],&g_3291[2][1][1],&g_3291[2][1][1],(void*)0,&g_3291[2][1][1]},{&g_3291[5][4][5],&g_3291[2][1][1],&g_3291[1][0][3],(void*)0,&g_3291[2][4][2]},{(void*)0,&g_3291[2][1][1],(void*)0,&g_3291[3][0][2],&g_3291[2][1][1]},{&g_3291[7][0][5],&g_3291[2][1][1],&g_3291[3][0][5],(void*)0,&g_3291[6][2][2]}},{{&g_3291[2][1][1],(void*)0,(void*)0,(void*)0,&g_3291[3][0][2]},{&g_3291[5][1][1],&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[1][2][0],&g_3291[2][1][1]},{&g_3291[2][1][1],&g_3291[5][0][5],(void*)0,&g_3291[2][1][1],&g_3291[2][1][1]},{&g_3291[4][0][1],(void*)0,&g_3291[2][1][1],(void*)0,(void*)0},{(void*)0,(void*)0,&g_3291[2][1][1],&g_3291[6][2][2],&g_3291[2][1][1]}},{{(void*)0,&g_3291[0][0][3],(void*)0,(void*)0,&g_3291[2][1][1]},{(void*)0,(void*)0,&g_3291[2][1][1],&g_3291[4][1][0],&g_3291[3][0][5]},{(void*)0,&g_3291[2][1][1],(void*)0,&g_3291[0][0][3],&g_3291[2][1][4]},{&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[3][0][5],&g_3291[2][1][1],(void*)0},{&g_3291[2][1][4],&g_3291[1][2][0],(void*)0,&g_3291[2][1][1],(void*)0}},{{&g_3291[2][1][1],&g_3291[1][0][3],&g_3291[1][0][3],&g_3291[2][1][1],&g_3291[6][3][3]},{&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[2][1][1]},{(void*)0,&g_3291[2][1][1],(void*)0,&g_3291[2][1][1],&g_3291[3][0][2]},{&g_3291[2][4][2],&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[2][1][1],(void*)0},{&g_3291[1][2][0],&g_3291[0][0][3],&g_3291[0][0][1],&g_3291[2][1][1],&g_3291[5][4][2]}},{{&g_3291[6][3][3],&g_3291[6][2][2],&g_3291[0][0][4],&g_3291[2][1][1],&g_3291[2][4][2]},{&g_3291[5][0][5],&g_3291[2][2][0],&g_3291[6][3][3],&g_3291[2][1][1],(void*)0},{&g_3291[1][2][0],&g_3291[5][0][5],&g_3291[3][1][3],&g_3291[0][0][3],(void*)0},{&g_3291[2][1][1],(void*)0,(void*)0,&g_3291[4][1][0],&g_3291[7][0][5]},{&g_3291[3][0][5],&g_3291[0][0][4],&g_3291[2][1][1],(void*)0,&g_3291[2][1][1]}},{{&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[6][2][2],(void*)0},{(void*)0,&g_3291[5][4][2],&g_3291[0][0][4],(void*)0,(void*)0},{&g_3291[2][1][1],&g_3291[2][1][4],(void*)0,&g_3291[2][1][1],&g_3291[2][1][1]},{&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[1][2][0],&g_3291[7][0][5]},{&g_3291[2][1][1],(void*)0,(void*)0,(void*)0,(void*)0}},{{&g_3291[6][2][2],&g_3291[7][2][2],&g_3291[2][1][1],(void*)0,&g_3291[2][1][1]},{&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[2][4][2],&g_3291[5][4][5],&g_3291[7][2][2]},{(void*)0,&g_3291[2][1][1],&g_3291[5][0][2],&g_3291[5][0][2],&g_3291[2][1][1]},{&g_3291[2][2][0],&g_3291[2][1][1],&g_3291[3][3][0],(void*)0,(void*)0},{(void*)0,&g_3291[2][1][1],(void*)0,&g_3291[6][3][3],&g_3291[5][4][5]}},{{&g_3291[2][1][1],(void*)0,&g_3291[7][4][3],(void*)0,(void*)0},{(void*)0,&g_3291[2][1][1],&g_3291[1][1][0],&g_3291[2][1][1],&g_3291[2][1][1]},{&g_3291[2][2][0],(void*)0,&g_3291[0][0][3],&g_3291[2][1][1],(void*)0},{(void*)0,&g_3291[2][1][1],&g_3291[0][2][1],(void*)0,(void*)0},{&g_3291[2][1][1],&g_3291[3][1][3],&g_3291[1][1][0],&g_3291[2][1][1],&g_3291[1][4][5]}},{{&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[2][1][1],&g_3291[2][1][1]},{(void*)0,(void*)0,&g_3291[5][4][5],&g_3291[3][1][3],&g_3291[2][1][1]},{&g_3291[1][0][3],&g_3291[5][1][1],&g_3291[3][3][0],&g_3291[2][1][1],(void*)0},{&g_3291[2][1][1],&g_3291[2][1][1],(void*)0,&g_3291[7][2][2],(void*)0},{&g_3291[5][4][5],&g_3291[2][1][1],(void*)0,&g_3291[5][4][5],(void*)0}}};
        uint8_t ****l_4695 = &g_994;
        int8_t l_4722 = (-3L);
        int16_t *l_4780 = &g_2547;
        int i, j, k;
    }
    return l_4781;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t * func_12(int32_t * p_13, int32_t * p_14, uint64_t  p_15, int32_t * p_16)
{ /* block id: 1806 */
    return p_16;
}


/* ------------------------------------------ */
/* 
 * reads : g_3
 * writes: g_3 l_4025
 */
static int32_t * func_17(int32_t * p_18)
{ /* block id: 3 */
    (*p_18) = g_3[4];
    return &g_3[8];
}


/* ------------------------------------------ */
/* 
 * reads : g_207 g_731 g_732 g_40 g_159 g_306 g_2765 g_137 g_27 g_238 g_155
 * writes: g_207 g_99 g_27 g_238 g_155
 */
static int32_t * func_19(int32_t * p_20)
{ /* block id: 1130 */
    int64_t l_2483 = 0x662A5DBB92B385C6LL;
    const int32_t l_2509[2] = {(-1L),(-1L)};
    uint8_t ****l_2538 = &g_994;
    int32_t l_2572[8] = {1L,1L,1L,1L,1L,1L,1L,1L};
    uint32_t * const *l_2583 = &g_306;
    uint32_t * const **l_2582 = &l_2583;
    uint32_t * const ***l_2581 = &l_2582;
    const uint32_t *** const l_2672 = &g_1719[0][2];
    const uint32_t l_2675 = 0xBC3A3F2CL;
    int32_t ***l_2677 = &g_731;
    int32_t ****l_2676 = &l_2677;
    uint32_t ****l_2828[3][10][3] = {{{&g_320[4],&g_320[4],&g_320[0]},{&g_320[4],&g_320[4],(void*)0},{&g_320[3],&g_320[4],(void*)0},{&g_320[4],&g_320[4],(void*)0},{&g_320[4],(void*)0,(void*)0},{&g_320[4],&g_320[4],&g_320[4]},{&g_320[0],&g_320[4],&g_320[5]},{&g_320[0],&g_320[4],&g_320[4]},{&g_320[5],&g_320[4],(void*)0},{&g_320[4],&g_320[4],(void*)0}},{{&g_320[5],&g_320[4],(void*)0},{&g_320[0],&g_320[0],(void*)0},{&g_320[0],&g_320[4],&g_320[0]},{&g_320[4],&g_320[4],&g_320[4]},{&g_320[4],&g_320[4],&g_320[0]},{&g_320[4],&g_320[4],(void*)0},{&g_320[3],&g_320[4],(void*)0},{&g_320[4],&g_320[4],(void*)0},{&g_320[4],(void*)0,(void*)0},{&g_320[4],&g_320[4],&g_320[4]}},{{&g_320[0],&g_320[4],&g_320[5]},{&g_320[0],&g_320[4],&g_320[4]},{&g_320[5],&g_320[4],(void*)0},{&g_320[4],&g_320[4],(void*)0},{&g_320[5],&g_320[4],(void*)0},{&g_320[0],&g_320[0],(void*)0},{&g_320[0],&g_320[4],&g_320[0]},{&g_320[4],&g_320[4],&g_320[4]},{&g_320[4],&g_320[4],&g_320[0]},{&g_320[4],&g_320[4],(void*)0}}};
    uint16_t *l_2843 = &g_351;
    uint16_t **l_2842 = &l_2843;
    uint16_t ***l_2841 = &l_2842;
    uint16_t ****l_2840 = &l_2841;
    int32_t l_2968 = 1L;
    uint16_t l_2987[1][5][10] = {{{0x6FA5L,1UL,0x1328L,1UL,0x6FA5L,0x6FA5L,1UL,0x1328L,1UL,0x6FA5L},{0x6FA5L,1UL,0x1328L,1UL,0x6FA5L,0x6FA5L,1UL,0x1328L,1UL,1UL},{1UL,1UL,0xDCBDL,1UL,1UL,1UL,1UL,0xDCBDL,1UL,1UL},{1UL,1UL,0xDCBDL,1UL,1UL,1UL,1UL,0xDCBDL,1UL,1UL},{1UL,1UL,0xDCBDL,1UL,1UL,1UL,1UL,0xDCBDL,1UL,1UL}}};
    uint16_t l_3040[4] = {0xF37AL,0xF37AL,0xF37AL,0xF37AL};
    uint16_t l_3066 = 0x77C2L;
    int8_t ***l_3092[5][5][3] = {{{(void*)0,&g_2098,&g_2098},{&g_2098,&g_2098,&g_2098},{(void*)0,(void*)0,(void*)0},{&g_2098,&g_2098,&g_2098},{(void*)0,&g_2098,(void*)0}},{{&g_2098,&g_2098,&g_2098},{(void*)0,&g_2098,&g_2098},{&g_2098,&g_2098,&g_2098},{(void*)0,(void*)0,(void*)0},{&g_2098,&g_2098,&g_2098}},{{(void*)0,&g_2098,(void*)0},{&g_2098,&g_2098,&g_2098},{(void*)0,&g_2098,&g_2098},{&g_2098,&g_2098,&g_2098},{(void*)0,(void*)0,(void*)0}},{{&g_2098,&g_2098,&g_2098},{(void*)0,&g_2098,(void*)0},{&g_2098,&g_2098,&g_2098},{(void*)0,&g_2098,&g_2098},{&g_2098,&g_2098,&g_2098}},{{(void*)0,(void*)0,(void*)0},{&g_2098,&g_2098,&g_2098},{(void*)0,&g_2098,(void*)0},{&g_2098,&g_2098,&g_2098},{(void*)0,&g_2098,&g_2098}}};
    int8_t **** const l_3091 = &l_3092[0][0][1];
    int8_t **** const *l_3090 = &l_3091;
    uint64_t *l_3136 = &g_105;
    uint64_t **l_3135 = &l_3136;
    uint64_t ***l_3134 = &l_3135;
    uint64_t ****l_3133 = &l_3134;
    int16_t l_3153[10][2][2] = {{{0L,0L},{0x0568L,(-7L)}},{{4L,(-7L)},{0x0568L,0L}},{{0L,0x0568L},{(-7L),4L}},{{(-7L),0x0568L},{0L,0L}},{{0x0568L,(-7L)},{4L,(-7L)}},{{0x0568L,0L},{0L,0x0568L}},{{(-7L),4L},{(-7L),0x0568L}},{{0L,0L},{0x0568L,(-7L)}},{{4L,(-7L)},{0x0568L,0L}},{{0L,0x0568L},{(-7L),4L}}};
    int32_t l_3160 = 0x0F8359F7L;
    int8_t l_3163 = 0xA0L;
    const uint8_t l_3164 = 0xD6L;
    uint64_t l_3166 = 1UL;
    const uint8_t l_3371 = 0xD4L;
    int64_t * const *l_3487 = &g_2132;
    int64_t * const **l_3486 = &l_3487;
    uint16_t ** const ***l_3491 = &g_3489;
    int16_t ****l_3633 = &g_3601[1][1];
    int16_t l_3639 = (-10L);
    int8_t ****l_3866 = &l_3092[1][4][2];
    int64_t **l_3900 = &g_2132;
    int16_t l_3924 = 0L;
    int32_t l_3954[9] = {(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)};
    int64_t l_4021[6] = {0xC0BD0A7B68B7E87FLL,0xC0BD0A7B68B7E87FLL,1L,0xC0BD0A7B68B7E87FLL,0xC0BD0A7B68B7E87FLL,1L};
    uint64_t l_4022 = 18446744073709551615UL;
    int i, j, k;
    for (g_207 = 0; (g_207 <= 7); g_207 += 1)
    { /* block id: 1133 */
        uint32_t ****l_2453 = (void*)0;
        uint64_t *l_2460 = &g_115;
        uint64_t **l_2459 = &l_2460;
        uint64_t ***l_2458[5][6][4] = {{{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459}},{{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459}},{{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459}},{{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459}},{{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459},{&l_2459,&l_2459,&l_2459,&l_2459}}};
        const int32_t l_2472 = 0x3D1FD5F4L;
        int32_t l_2495 = 0x23EC837BL;
        int32_t l_2524 = 0xDA6F621BL;
        int32_t l_2525 = 0x7D913FAEL;
        int64_t ** const l_2656[7][1] = {{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0}};
        uint16_t *l_2700 = &g_351;
        uint16_t **l_2699 = &l_2700;
        uint16_t ***l_2698 = &l_2699;
        int32_t l_2716 = 0x3ACB93F0L;
        int32_t l_2762 = 1L;
        int32_t *l_2794 = &g_357[0];
        const uint8_t *l_2806 = &g_1112[6];
        const uint8_t **l_2805[7][7][4] = {{{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,(void*)0,&l_2806,(void*)0},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806}},{{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,(void*)0,&l_2806,(void*)0},{&l_2806,&l_2806,&l_2806,&l_2806}},{{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,(void*)0,&l_2806,(void*)0}},{{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806}},{{&l_2806,(void*)0,&l_2806,(void*)0},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806}},{{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,(void*)0,&l_2806,(void*)0},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806}},{{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,(void*)0,&l_2806,(void*)0},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806},{&l_2806,&l_2806,&l_2806,&l_2806}}};
        const uint8_t ***l_2804 = &l_2805[6][1][2];
        int i, j, k;
    }
    if ((~((((((void*)0 == (*l_2676)) , (((safe_sub_func_uint16_t_u_u(((safe_unary_minus_func_uint8_t_u((safe_lshift_func_int16_t_s_u((****l_2676), 5)))) , ((-1L) && (***l_2677))), (safe_rshift_func_int8_t_s_s((***l_2677), ((((**l_2583) = 0x8EA6DC88L) == (*g_2765)) ^ 1UL))))) , (***l_2677)) == (****l_2676))) || (***l_2677)) != g_27) == (****l_2676))))
    { /* block id: 1261 */
        uint8_t ****l_2823 = &g_994;
        uint8_t **l_2825 = &g_443;
        int32_t l_2834[5][5] = {{1L,0L,1L,0L,1L},{0xDE21AB9EL,0xDE21AB9EL,0xDE21AB9EL,0xDE21AB9EL,0xDE21AB9EL},{1L,0L,1L,0L,1L},{0xDE21AB9EL,0xDE21AB9EL,0xDE21AB9EL,0xDE21AB9EL,0xDE21AB9EL},{1L,0L,1L,0L,1L}};
        int32_t ****l_2875 = &l_2677;
        int8_t *****l_2895[6];
        int8_t *** const *l_2898 = &g_2097;
        int8_t *** const **l_2897 = &l_2898;
        uint32_t l_2909 = 4294967295UL;
        uint16_t ***l_2928 = (void*)0;
        uint32_t l_2929 = 4294967295UL;
        uint64_t l_2974 = 0xF05971BF20BC572ALL;
        int16_t l_3029 = 0xD7B5L;
        int16_t *l_3102 = &g_420;
        int16_t **l_3101[10][5] = {{(void*)0,&l_3102,&l_3102,&l_3102,&l_3102},{(void*)0,&l_3102,(void*)0,&l_3102,(void*)0},{(void*)0,&l_3102,&l_3102,&l_3102,&l_3102},{&l_3102,&l_3102,&l_3102,&l_3102,&l_3102},{&l_3102,&l_3102,&l_3102,&l_3102,(void*)0},{(void*)0,&l_3102,(void*)0,&l_3102,(void*)0},{&l_3102,&l_3102,&l_3102,&l_3102,(void*)0},{&l_3102,&l_3102,&l_3102,&l_3102,&l_3102},{(void*)0,&l_3102,&l_3102,&l_3102,&l_3102},{(void*)0,&l_3102,(void*)0,&l_3102,(void*)0}};
        int16_t ***l_3100[10][10] = {{&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[2][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[2][4],&l_3101[1][4]},{&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[2][4],&l_3101[1][4],&l_3101[2][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4]},{&l_3101[2][4],&l_3101[1][4],&l_3101[1][4],&l_3101[2][4],&l_3101[1][4],&l_3101[1][4],&l_3101[2][4],&l_3101[1][4],&l_3101[1][4],&l_3101[2][4]},{&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4]},{&l_3101[2][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[2][4],&l_3101[1][4],&l_3101[2][4]},{&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4]},{&l_3101[1][4],&l_3101[2][4],&l_3101[1][4],&l_3101[1][4],&l_3101[2][4],&l_3101[1][4],&l_3101[1][4],&l_3101[2][4],&l_3101[1][4],&l_3101[1][4]},{&l_3101[1][4],&l_3101[2][4],&l_3101[1][4],&l_3101[2][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4]},{&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4]},{&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4],&l_3101[1][4]}};
        uint64_t *l_3132 = (void*)0;
        uint64_t **l_3131[6] = {&l_3132,&l_3132,&l_3132,&l_3132,&l_3132,&l_3132};
        uint64_t ***l_3130 = &l_3131[5];
        uint64_t ****l_3129 = &l_3130;
        int64_t ***l_3192 = &g_3065[1][5][0];
        int i, j;
        for (i = 0; i < 6; i++)
            l_2895[i] = (void*)0;
        for (g_27 = 23; (g_27 <= (-17)); g_27 = safe_sub_func_uint32_t_u_u(g_27, 8))
        { /* block id: 1264 */
            uint32_t ****l_2826[3][9][6] = {{{&g_320[4],(void*)0,&g_320[4],&g_320[0],&g_320[1],&g_320[4]},{&g_320[5],&g_320[3],&g_320[4],&g_320[4],&g_320[3],&g_320[4]},{&g_320[4],&g_320[1],&g_320[3],(void*)0,(void*)0,(void*)0},{(void*)0,&g_320[5],&g_320[1],&g_320[4],&g_320[1],&g_320[4]},{(void*)0,(void*)0,(void*)0,(void*)0,&g_320[4],&g_320[4]},{&g_320[4],(void*)0,&g_320[4],&g_320[4],(void*)0,&g_320[4]},{&g_320[5],&g_320[5],&g_320[4],&g_320[0],(void*)0,&g_320[4]},{&g_320[4],(void*)0,&g_320[4],&g_320[4],(void*)0,&g_320[4]},{&g_320[4],(void*)0,&g_320[4],&g_320[4],(void*)0,&g_320[3]}},{{&g_320[2],&g_320[5],(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_320[4],(void*)0,&g_320[4],&g_320[4]},{&g_320[5],(void*)0,&g_320[2],&g_320[4],&g_320[1],&g_320[4]},{&g_320[5],&g_320[5],&g_320[2],&g_320[1],(void*)0,&g_320[4]},{&g_320[2],&g_320[1],&g_320[4],&g_320[4],&g_320[3],(void*)0},{&g_320[4],&g_320[3],(void*)0,&g_320[5],&g_320[1],&g_320[3]},{&g_320[4],(void*)0,&g_320[4],&g_320[4],&g_320[3],(void*)0},{&g_320[3],&g_320[1],&g_320[5],&g_320[4],&g_320[4],&g_320[4]},{&g_320[4],&g_320[4],(void*)0,&g_320[3],&g_320[1],&g_320[5]}},{{&g_320[5],&g_320[4],&g_320[4],&g_320[5],&g_320[2],&g_320[0]},{&g_320[4],&g_320[4],&g_320[4],&g_320[4],&g_320[4],(void*)0},{(void*)0,&g_320[1],&g_320[2],(void*)0,&g_320[4],&g_320[4]},{&g_320[3],&g_320[4],&g_320[1],&g_320[4],&g_320[2],&g_320[4]},{&g_320[1],&g_320[4],&g_320[3],&g_320[4],&g_320[1],&g_320[1]},{&g_320[4],&g_320[4],(void*)0,&g_320[5],&g_320[4],&g_320[4]},{&g_320[4],&g_320[1],&g_320[4],&g_320[4],&g_320[3],&g_320[4]},{&g_320[4],&g_320[1],(void*)0,(void*)0,&g_320[4],&g_320[1]},{&g_320[3],&g_320[2],&g_320[3],(void*)0,&g_320[2],&g_320[4]}}};
            int32_t l_2829 = 0xAAF38A70L;
            int8_t *****l_2896[3][2] = {{&g_2096,&g_2096},{&g_2096,&g_2096},{&g_2096,&g_2096}};
            int16_t *l_2921 = (void*)0;
            int64_t *l_2922[1];
            int32_t l_2923[8][9] = {{(-9L),6L,6L,(-9L),(-8L),(-9L),6L,6L,(-9L)},{(-1L),(-1L),0x7E52BF2BL,(-1L),(-1L),(-1L),(-1L),0x7E52BF2BL,(-1L)},{6L,(-8L),1L,1L,(-8L),6L,(-8L),1L,1L},{(-1L),(-1L),(-1L),0x7E52BF2BL,(-1L),(-1L),(-1L),(-1L),0x7E52BF2BL},{(-9L),(-8L),(-9L),6L,6L,(-9L),(-8L),(-9L),6L},{0xCCE68AC0L,(-1L),(-1L),0xCCE68AC0L,0xA169BB68L,0xCCE68AC0L,(-1L),(-1L),0xCCE68AC0L},{0x5F819645L,6L,1L,6L,0x5F819645L,0x5F819645L,6L,1L,6L},{(-1L),0xA169BB68L,0x7E52BF2BL,0x7E52BF2BL,0xA169BB68L,(-1L),0xA169BB68L,0x7E52BF2BL,0x7E52BF2BL}};
            int32_t l_2970 = 0xD21AA411L;
            uint64_t l_3011 = 18446744073709551611UL;
            uint32_t l_3033 = 0x9D0AFB7AL;
            int32_t *l_3137[6] = {&g_357[0],&g_357[0],&g_357[0],&g_357[0],&g_357[0],&g_357[0]};
            int i, j, k;
            for (i = 0; i < 1; i++)
                l_2922[i] = (void*)0;
        }
    }
    else
    { /* block id: 1437 */
        int64_t l_3199 = (-1L);
        int32_t l_3218 = 0x48642FE0L;
        uint16_t *****l_3234 = &l_2840;
        int64_t l_3252 = (-1L);
        int32_t l_3315[2];
        int8_t l_3369 = (-4L);
        uint8_t l_3372 = 0xB6L;
        int32_t l_3373 = 1L;
        int8_t ** const *l_3389 = &g_2098;
        int16_t l_3411 = 0xDF0BL;
        int64_t ***l_3480[1];
        uint8_t l_3534 = 0UL;
        int64_t l_3544 = 0x51EC5188BF8A2EB7LL;
        int64_t l_3552 = 0x55CB3BBA33664803LL;
        int8_t l_3572 = (-10L);
        int32_t l_3634 = 0xECB3EB04L;
        uint32_t l_3642 = 18446744073709551611UL;
        uint32_t ** const *l_3658 = &g_808[4];
        int32_t *l_3783 = &g_357[0];
        uint64_t l_3878 = 0xEA1FA8A7234E3EF8LL;
        uint8_t ** const *l_3894 = &g_442;
        uint8_t ** const **l_3893 = &l_3894;
        uint32_t l_3944 = 0x02E1FCF8L;
        const int32_t ***l_3968 = &g_3332[2];
        uint32_t *****l_3984[3][9] = {{&l_2828[2][7][2],&g_1121[0],(void*)0,(void*)0,&g_1121[0],&l_2828[2][7][2],&g_1121[0],(void*)0,(void*)0},{&g_1121[0],&g_1121[0],(void*)0,&l_2828[0][7][1],(void*)0,&g_1121[0],&g_1121[0],(void*)0,&l_2828[0][7][1]},{&l_2828[0][7][1],&g_1121[0],&l_2828[0][7][1],&l_2828[2][7][2],&l_2828[2][7][2],&l_2828[0][7][1],&g_1121[0],&l_2828[0][7][1],&l_2828[2][7][2]}};
        int32_t *l_4009 = (void*)0;
        int32_t *l_4010 = &g_159;
        int32_t *l_4011 = &l_3954[3];
        int32_t *l_4012 = &g_202[0];
        int32_t *l_4013 = &l_3315[0];
        int32_t *l_4014 = &l_2572[7];
        int32_t *l_4015 = &l_2572[6];
        int32_t *l_4016 = &g_357[0];
        int32_t *l_4017 = &g_40[0];
        int32_t *l_4018 = (void*)0;
        int32_t *l_4019 = &g_44;
        int32_t *l_4020[7][9] = {{&g_159,(void*)0,&l_3160,(void*)0,(void*)0,(void*)0,&l_3160,(void*)0,&g_159},{&g_44,&l_3315[0],&l_3315[0],&l_3315[1],&l_3315[0],&l_3315[0],&l_3315[1],&l_3315[0],&l_3315[1]},{&g_159,&l_3315[1],(void*)0,&l_3634,&l_3954[3],(void*)0,&l_3954[3],&l_3634,(void*)0},{&l_3315[0],&l_3315[0],&l_3315[1],&l_3315[0],&l_3315[1],&l_3315[0],&l_3315[0],&l_3315[1],&l_3315[0]},{(void*)0,&l_3315[1],(void*)0,(void*)0,&g_159,&g_357[0],&l_3954[3],&g_357[0],&g_159},{&g_202[1],&l_3315[1],&l_3315[1],&g_202[1],&g_44,&g_202[1],&l_3315[1],&l_3315[1],&g_202[1]},{&l_3160,(void*)0,(void*)0,(void*)0,&l_3160,(void*)0,&g_159,&l_3634,&g_159}};
        int i, j;
        for (i = 0; i < 2; i++)
            l_3315[i] = 0x7F261A81L;
        for (i = 0; i < 1; i++)
            l_3480[i] = &g_3065[4][4][2];
        for (g_238 = 4; (g_238 > 37); ++g_238)
        { /* block id: 1440 */
            const uint16_t l_3206[5] = {8UL,8UL,8UL,8UL,8UL};
            int32_t l_3219 = (-1L);
            uint16_t *** const *l_3220 = &l_2841;
            uint32_t * const *l_3228 = &g_809;
            uint32_t * const **l_3227 = &l_3228;
            uint32_t * const ***l_3226 = &l_3227;
            uint32_t * const ****l_3225 = &l_3226;
            uint32_t l_3289 = 4UL;
            uint32_t l_3311[1];
            int32_t l_3320 = 0xA3D24368L;
            int64_t l_3321[7][8] = {{0x91FB16CF29B20569LL,0x088B49FCCD606E79LL,0x91FB16CF29B20569LL,(-3L),0x24A907B4BCBE04F9LL,0x28E57C525B34B67ALL,(-9L),(-1L)},{0x5FF2C152F58E02B5LL,0x24A907B4BCBE04F9LL,0x006988E91A044608LL,0x28E57C525B34B67ALL,0x28E57C525B34B67ALL,0x006988E91A044608LL,0x24A907B4BCBE04F9LL,0x5FF2C152F58E02B5LL},{0x5FF2C152F58E02B5LL,(-3L),0x11F8775AA3FF24E4LL,0x91FB16CF29B20569LL,0x24A907B4BCBE04F9LL,(-9L),0x006988E91A044608LL,(-9L)},{0x91FB16CF29B20569LL,0x1764576F749D1325LL,(-1L),0x1764576F749D1325LL,0x91FB16CF29B20569LL,(-9L),0x088B49FCCD606E79LL,0x24A907B4BCBE04F9LL},{(-9L),(-3L),0x1764576F749D1325LL,(-5L),0x006988E91A044608LL,0x006988E91A044608LL,(-5L),0x1764576F749D1325LL},{0x24A907B4BCBE04F9LL,0x24A907B4BCBE04F9LL,0x1764576F749D1325LL,0x5FF2C152F58E02B5LL,0x11F8775AA3FF24E4LL,0x28E57C525B34B67ALL,0x088B49FCCD606E79LL,(-9L)},{0x006988E91A044608LL,0x088B49FCCD606E79LL,(-1L),0x24A907B4BCBE04F9LL,(-1L),0x088B49FCCD606E79LL,0x006988E91A044608LL,(-9L)}};
            int32_t l_3322 = 0x362ABD31L;
            int32_t l_3323 = (-1L);
            uint32_t l_3324[9];
            int i, j;
            for (i = 0; i < 1; i++)
                l_3311[i] = 0x57BECB62L;
            for (i = 0; i < 9; i++)
                l_3324[i] = 0x917D67C5L;
        }
        for (g_155 = 29; (g_155 < (-20)); g_155 = safe_sub_func_int16_t_s_s(g_155, 4))
        { /* block id: 1512 */
            int32_t *l_3363 = &g_2101[0][3][1];
            int32_t l_3368[7] = {0xB51C87B9L,0xB51C87B9L,0xB51C87B9L,0xB51C87B9L,0xB51C87B9L,0xB51C87B9L,0xB51C87B9L};
            int32_t **l_3370 = &l_3363;
            uint32_t ***l_3388 = &g_808[2];
            uint32_t ****l_3387 = &l_3388;
            uint16_t l_3422 = 0xD892L;
            uint32_t l_3485[2][8][4] = {{{18446744073709551606UL,0x0144AA91L,0x27C2CA83L,0x0144AA91L},{18446744073709551615UL,0x5F544C53L,0x962E70C8L,0x27C2CA83L},{0x0144AA91L,0x5F544C53L,0x5F544C53L,0x0144AA91L},{0x5F544C53L,0x0144AA91L,18446744073709551615UL,18446744073709551606UL},{0x5F544C53L,18446744073709551615UL,0x5F544C53L,0x962E70C8L},{0x0144AA91L,18446744073709551606UL,0x962E70C8L,0x962E70C8L},{18446744073709551615UL,18446744073709551615UL,0x27C2CA83L,18446744073709551606UL},{18446744073709551606UL,0x0144AA91L,0x27C2CA83L,0x0144AA91L}},{{18446744073709551615UL,0x5F544C53L,0x962E70C8L,0x27C2CA83L},{0x0144AA91L,0x5F544C53L,0x5F544C53L,0x0144AA91L},{0x5F544C53L,0x0144AA91L,18446744073709551615UL,18446744073709551606UL},{0x5F544C53L,18446744073709551615UL,0x5F544C53L,0x962E70C8L},{0x0144AA91L,18446744073709551606UL,0x962E70C8L,0x962E70C8L},{18446744073709551615UL,18446744073709551615UL,0x27C2CA83L,18446744073709551606UL},{18446744073709551606UL,0x0144AA91L,0x27C2CA83L,0x0144AA91L},{18446744073709551615UL,0x5F544C53L,0x962E70C8L,0x27C2CA83L}}};
            int16_t l_3533[3][2][3] = {{{0x387CL,0x387CL,0x387CL},{0xF365L,(-1L),0xF365L}},{{0x387CL,0x387CL,0x387CL},{0xF365L,(-1L),0xF365L}},{{0x387CL,0x387CL,0x387CL},{0xF365L,(-1L),0xF365L}}};
            uint32_t l_3558 = 8UL;
            int8_t * const ***l_3564 = &g_1608;
            int i, j, k;
        }
        for (l_3160 = 3; (l_3160 <= (-21)); l_3160 = safe_sub_func_int64_t_s_s(l_3160, 3))
        { /* block id: 1630 */
            const int8_t l_3594 = 0x6AL;
            int16_t *l_3600 = &g_121;
            int16_t **l_3599 = &l_3600;
            int16_t ***l_3598 = &l_3599;
            int16_t ****l_3597 = &l_3598;
            int32_t ***l_3604 = &g_731;
            uint32_t ***l_3619 = (void*)0;
            int32_t l_3637 = 0L;
            uint8_t **l_3653[10][4] = {{(void*)0,&g_443,&g_443,&g_443},{&g_443,&g_443,&g_443,&g_443},{&g_443,&g_443,&g_443,&g_443},{&g_443,&g_443,&g_443,(void*)0},{&g_443,&g_443,&g_443,&g_443},{&g_443,(void*)0,&g_443,&g_443},{&g_443,(void*)0,&g_443,&g_443},{(void*)0,&g_443,&g_443,(void*)0},{&g_443,&g_443,&g_443,&g_443},{(void*)0,&g_443,&g_443,&g_443}};
            uint16_t ** const l_3700 = &l_2843;
            int8_t l_3734 = 0xC4L;
            uint64_t *** const l_3784 = &g_3291[5][1][1];
            uint64_t l_3805[3][4] = {{6UL,6UL,6UL,6UL},{6UL,6UL,6UL,6UL},{6UL,6UL,6UL,6UL}};
            int8_t ***l_3856 = (void*)0;
            int32_t l_3937 = 5L;
            int32_t l_3940 = 0xECF12F85L;
            int32_t l_3943[7] = {0x071A96F9L,0L,0L,0x071A96F9L,0L,0L,0x071A96F9L};
            uint32_t l_3955 = 0x09DDFD5FL;
            int i, j;
        }
        l_4022++;
    }
    return (***l_2676);
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes: g_115
 */
static int32_t * func_21(uint16_t  p_22, int32_t * p_23)
{ /* block id: 466 */
    uint64_t l_1039 = 1UL;
    int32_t l_1048 = 1L;
    const uint16_t *l_1058 = &g_238;
    int32_t l_1113 = (-1L);
    uint32_t *** const l_1157 = &g_307;
    int8_t ** const l_1165 = &g_610;
    int8_t ** const *l_1164 = &l_1165;
    int8_t ** const **l_1163[2];
    int32_t l_1401 = 0xFF156800L;
    int32_t l_1405 = 0x26FE699EL;
    int32_t l_1406[7] = {(-6L),0x8BB6C536L,(-6L),(-6L),0x8BB6C536L,(-6L),(-6L)};
    int32_t **l_1581 = &g_732;
    uint8_t ***l_1634 = (void*)0;
    int32_t l_1645[6] = {0L,0L,0x5D969590L,0L,0L,0x5D969590L};
    uint32_t *l_1648 = &g_1649;
    uint32_t l_1740[9] = {0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL};
    int32_t *l_1784 = (void*)0;
    uint32_t ****l_1790 = &g_320[4];
    uint64_t **l_1799 = (void*)0;
    int32_t l_1860 = (-1L);
    int32_t *l_1863[6] = {&g_202[0],&g_202[0],&l_1860,&g_202[0],&g_202[0],&l_1860};
    int8_t **l_1884 = (void*)0;
    const int8_t *l_1889[6] = {&g_1890[0],&g_1890[0],(void*)0,&g_1890[0],&g_1890[0],(void*)0};
    const int8_t **l_1888 = &l_1889[4];
    uint32_t l_1891[7] = {18446744073709551607UL,18446744073709551607UL,18446744073709551607UL,18446744073709551607UL,18446744073709551607UL,18446744073709551607UL,18446744073709551607UL};
    uint32_t l_1923 = 4294967292UL;
    int8_t l_1928 = (-4L);
    uint32_t ** const *l_1985 = &g_808[2];
    int32_t *l_2037 = &l_1645[1];
    int64_t *l_2133 = &g_155;
    int32_t ***l_2259 = (void*)0;
    uint32_t l_2373 = 18446744073709551607UL;
    const uint32_t ***l_2441 = &g_1719[0][2];
    const uint32_t ****l_2440 = &l_2441;
    const uint32_t *****l_2439 = &l_2440;
    uint64_t ****l_2444 = (void*)0;
    int i;
    for (i = 0; i < 2; i++)
        l_1163[i] = &l_1164;
    for (g_115 = 0; (g_115 >= 10); g_115 = safe_add_func_uint16_t_u_u(g_115, 3))
    { /* block id: 469 */
        return p_23;
    }
    return p_23;
}


/* ------------------------------------------ */
/* 
 * reads : g_29 g_40 g_57 g_73 g_27 g_44 g_84 g_99 g_105 g_89 g_114 g_115 g_123 g_136 g_187 g_121 g_202 g_207 g_137 g_498 g_204 g_442 g_443 g_351 g_238 g_305 g_306 g_357 g_603 g_609 g_610 g_731 g_732 g_825 g_830 g_155 g_871 g_159 g_808 g_938 g_827 g_828 g_989 g_990 g_991 g_1024 g_1029 g_420
 * writes: g_27 g_40 g_57 g_44 g_99 g_105 g_115 g_121 g_123 g_29 g_155 g_159 g_202 g_204 g_207 g_238 g_89 g_499 g_443 g_825 g_732 g_808 g_809 g_420 g_939 g_768 g_993 g_137 g_871
 */
static uint16_t  func_24(uint32_t  p_25, int64_t  p_26)
{ /* block id: 6 */
    const int8_t l_37 = 0xE7L;
    int32_t *l_128 = &g_40[0];
    int32_t **l_127 = &l_128;
    int32_t ***l_126[8] = {(void*)0,&l_127,&l_127,(void*)0,&l_127,&l_127,(void*)0,&l_127};
    uint8_t l_173 = 0xA3L;
    uint8_t l_236 = 1UL;
    int32_t l_258 = 2L;
    int16_t *l_301[9][9][3] = {{{&g_123,(void*)0,&g_121},{&g_123,&g_123,(void*)0},{&g_123,&g_123,&g_123},{&g_121,&g_121,&g_123},{&g_121,(void*)0,(void*)0},{&g_121,&g_123,&g_121},{&g_121,&g_123,&g_123},{&g_121,&g_123,&g_121},{&g_121,&g_121,&g_121}},{{(void*)0,(void*)0,&g_121},{&g_123,&g_121,&g_121},{&g_123,&g_123,&g_123},{&g_123,(void*)0,(void*)0},{&g_121,&g_123,&g_123},{&g_123,&g_121,&g_123},{&g_123,(void*)0,&g_121},{&g_123,&g_121,&g_123},{&g_121,&g_123,&g_123}},{{&g_121,&g_123,&g_121},{&g_123,&g_123,&g_121},{&g_121,(void*)0,&g_123},{&g_123,&g_121,&g_123},{&g_123,&g_123,&g_123},{&g_121,&g_123,&g_121},{&g_121,&g_123,(void*)0},{&g_121,&g_121,(void*)0},{&g_123,&g_121,(void*)0}},{{(void*)0,(void*)0,&g_121},{&g_123,&g_121,&g_121},{&g_121,&g_123,&g_121},{&g_121,(void*)0,(void*)0},{&g_123,&g_121,&g_121},{(void*)0,&g_121,&g_121},{(void*)0,&g_121,&g_121},{&g_121,&g_123,(void*)0},{&g_121,&g_123,(void*)0}},{{&g_123,&g_123,(void*)0},{&g_123,&g_123,&g_121},{(void*)0,&g_121,&g_121},{&g_123,&g_123,&g_121},{&g_121,&g_123,&g_123},{&g_121,&g_121,&g_123},{&g_123,&g_123,&g_123},{(void*)0,&g_123,&g_121},{&g_121,&g_123,&g_123}},{{&g_123,&g_123,&g_123},{&g_121,&g_121,(void*)0},{&g_123,&g_121,&g_121},{&g_123,&g_121,&g_121},{&g_121,(void*)0,&g_123},{&g_123,&g_123,&g_121},{&g_123,&g_121,&g_121},{&g_121,(void*)0,&g_121},{&g_123,&g_121,&g_123}},{{&g_121,&g_121,&g_121},{(void*)0,&g_123,&g_121},{&g_123,&g_121,(void*)0},{&g_121,&g_123,&g_121},{&g_121,&g_123,&g_121},{&g_123,(void*)0,(void*)0},{(void*)0,(void*)0,&g_121},{&g_123,&g_121,&g_121},{&g_123,&g_121,&g_123}},{{&g_121,&g_121,&g_121},{&g_121,(void*)0,&g_121},{(void*)0,&g_121,&g_121},{(void*)0,&g_121,&g_123},{&g_123,&g_123,&g_121},{&g_121,&g_121,&g_121},{&g_121,&g_121,(void*)0},{&g_123,(void*)0,&g_123},{(void*)0,&g_121,&g_123}},{{&g_123,&g_121,&g_121},{&g_121,&g_121,&g_123},{&g_121,(void*)0,&g_123},{&g_123,(void*)0,&g_123},{(void*)0,&g_123,&g_121},{(void*)0,&g_123,&g_121},{&g_123,&g_121,&g_121},{&g_121,&g_123,(void*)0},{&g_121,&g_121,(void*)0}}};
    uint32_t *l_352 = &g_99[3][6];
    uint32_t * const *l_368[9][1];
    uint32_t * const **l_367 = &l_368[6][0];
    int16_t l_500[2][4] = {{0x5558L,(-10L),0x5558L,(-10L)},{0x5558L,(-10L),0x5558L,(-10L)}};
    int8_t l_501[8] = {0xCAL,0xCAL,0xCAL,0xCAL,0xCAL,0xCAL,0xCAL,0xCAL};
    int16_t l_502 = (-1L);
    uint64_t l_503 = 0x6EF26D0F5D205BF1LL;
    const int64_t l_508 = 7L;
    uint8_t **l_573[8][3] = {{&g_443,&g_443,&g_443},{(void*)0,&g_443,&g_443},{&g_443,&g_443,(void*)0},{(void*)0,&g_443,&g_443},{&g_443,&g_443,(void*)0},{(void*)0,&g_443,&g_443},{&g_443,&g_443,(void*)0},{(void*)0,&g_443,&g_443}};
    uint32_t l_596 = 0xBEEAAB37L;
    uint32_t ***l_888 = &g_808[4];
    uint32_t ****l_887 = &l_888;
    uint32_t *****l_886 = &l_887;
    const uint64_t l_895 = 0x5A71FE2BFCCCEC34LL;
    uint8_t l_973 = 0xB8L;
    uint16_t l_1034 = 1UL;
    int i, j, k;
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 1; j++)
            l_368[i][j] = &l_352;
    }
lbl_628:
    for (p_26 = 0; (p_26 <= 3); p_26 += 1)
    { /* block id: 9 */
        int32_t *l_60[8][2][9] = {{{&g_40[0],&g_44,&g_40[0],&g_40[0],&g_40[0],&g_44,&g_40[0],&g_40[0],&g_40[0]},{&g_40[0],&g_44,&g_40[0],&g_40[0],&g_44,&g_40[0],(void*)0,&g_40[0],&g_40[0]}},{{&g_40[0],&g_44,&g_40[0],&g_44,&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0]},{&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0],(void*)0,&g_40[0],&g_44}},{{&g_40[0],&g_40[0],&g_40[0],&g_44,&g_40[0],&g_40[0],&g_40[0],&g_44,&g_40[0]},{&g_44,&g_44,&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0],(void*)0,&g_40[0]}},{{&g_40[0],&g_40[0],(void*)0,&g_44,&g_40[0],&g_44,(void*)0,&g_40[0],&g_40[0]},{&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_44,(void*)0,&g_40[0],&g_40[0],&g_40[0]}},{{&g_40[0],&g_40[0],&g_40[0],&g_44,&g_40[0],&g_40[0],&g_40[0],&g_44,&g_40[0]},{&g_40[0],&g_44,&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0]}},{{&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_44,&g_40[0],&g_44,&g_40[0]},{&g_44,&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0]}},{{&g_40[0],&g_44,&g_40[0],&g_40[0],&g_40[0],&g_44,&g_40[0],&g_40[0],&g_40[0]},{&g_40[0],&g_44,(void*)0,&g_40[0],&g_40[0],&g_40[0],&g_40[0],(void*)0,&g_44}},{{&g_40[0],&g_44,(void*)0,&g_40[0],&g_40[0],&g_40[0],(void*)0,&g_44,&g_40[0]},{&g_40[0],&g_40[0],(void*)0,&g_40[0],&g_40[0],(void*)0,&g_40[0],&g_40[0],&g_40[0]}}};
        const int32_t l_157 = 0x54C37BB7L;
        uint32_t l_160 = 4294967294UL;
        int32_t l_162 = (-1L);
        uint32_t l_177 = 0x7731CCDAL;
        uint32_t l_353 = 0x25E6BE8DL;
        uint16_t *l_360 = &g_351;
        int16_t l_404 = (-1L);
        int32_t l_407 = 1L;
        const int8_t *l_439 = &g_207;
        int i, j, k;
        for (g_27 = 0; (g_27 <= 3); g_27 += 1)
        { /* block id: 12 */
            int8_t l_32 = 8L;
            int32_t *l_63 = &g_40[0];
            int32_t l_168 = 1L;
            int32_t l_170 = 0xEF6039F8L;
            int32_t l_171 = 0x3D463209L;
            int32_t l_172[10][3] = {{0xC288D6F1L,0x2C73545BL,0xE80D5247L},{0x7992E5D7L,0L,0L},{0xC288D6F1L,0x2C73545BL,0xE80D5247L},{0x7992E5D7L,0L,0L},{0xC288D6F1L,0x2C73545BL,0xE80D5247L},{0x7992E5D7L,0L,0L},{0xC288D6F1L,0x2C73545BL,0xE80D5247L},{0x7992E5D7L,0L,0L},{0xC288D6F1L,0x2C73545BL,0x1058A052L},{0L,0xEB159471L,0xEB159471L}};
            int64_t l_176 = 0x2035A7E591EEE53FLL;
            int i, j;
            if (((*l_63) = ((p_26 & g_29[0][4]) ^ ((l_32 || ((g_29[0][5] , (void*)0) != ((p_26 , ((func_33((((safe_rshift_func_int16_t_s_s(l_37, 15)) > func_38(g_29[3][4])) , l_60[4][0][8])) <= p_26) , p_25)) , l_63))) > 2UL))))
            { /* block id: 25 */
                int32_t l_64 = (-6L);
                for (l_32 = 0; (l_32 <= 3); l_32 += 1)
                { /* block id: 28 */
                    int32_t *l_65 = (void*)0;
                    uint8_t *l_87 = (void*)0;
                    uint8_t *l_88[10][3][8] = {{{&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89}},{{&g_89,&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89,(void*)0},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89}},{{&g_89,&g_89,&g_89,&g_89,(void*)0,(void*)0,&g_89,(void*)0},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,(void*)0,&g_89,(void*)0,&g_89,&g_89}},{{&g_89,&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{(void*)0,&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89,(void*)0}},{{&g_89,&g_89,&g_89,(void*)0,(void*)0,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89}},{{&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89,&g_89,(void*)0},{&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{(void*)0,&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89,&g_89}},{{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,(void*)0},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89}},{{&g_89,&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89},{(void*)0,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,(void*)0}},{{&g_89,&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,(void*)0,&g_89,&g_89,(void*)0},{&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89}},{{&g_89,&g_89,(void*)0,&g_89,&g_89,&g_89,&g_89,&g_89},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,(void*)0},{&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89,&g_89}}};
                    uint32_t *l_98 = &g_99[3][3];
                    uint64_t *l_104 = &g_105;
                    uint64_t *l_118 = (void*)0;
                    uint64_t *l_119 = &g_115;
                    int16_t *l_120 = &g_121;
                    int16_t *l_122[10][3] = {{&g_123,&g_123,&g_123},{&g_123,&g_123,&g_123},{&g_123,&g_123,&g_123},{&g_123,&g_123,&g_123},{&g_123,&g_123,&g_123},{&g_123,&g_123,&g_123},{&g_123,&g_123,&g_123},{&g_123,&g_123,&g_123},{&g_123,&g_123,&g_123},{&g_123,&g_123,&g_123}};
                    int32_t **l_125 = &l_60[4][0][8];
                    int32_t ****l_129 = &l_126[1];
                    int i, j, k;
                    for (g_44 = 3; (g_44 >= 0); g_44 -= 1)
                    { /* block id: 31 */
                        int32_t **l_86 = &l_60[4][0][8];
                        if (p_25)
                            break;
                        if (l_64)
                            break;
                        (*l_86) = ((func_33(l_65) > p_26) , func_66(p_26, p_25));
                        if (p_26)
                            continue;
                    }
                    l_64 = (((*l_63) |= 0xDFL) == (safe_mul_func_int16_t_s_s((g_123 ^= ((*l_120) = ((safe_mul_func_int8_t_s_s(((safe_sub_func_int64_t_s_s(p_26, (safe_rshift_func_uint16_t_u_s(((++(*l_98)) >= ((l_64 >= ((safe_rshift_func_int16_t_s_u((((*l_104)--) == g_89), 13)) & p_25)) & (((*l_119) |= ((safe_div_func_int32_t_s_s((safe_mul_func_int16_t_s_s(p_26, (safe_sub_func_int8_t_s_s((((void*)0 != g_114) , ((((safe_add_func_int64_t_s_s((((&g_84 != (void*)0) , 0x8AF6L) > 0x4252L), p_25)) != 0x844B9EA69D9FC0A4LL) , g_29[2][5]) , 0x84L)), 1UL)))), g_44)) , p_26)) || 0xA6E463D7759B496BLL))), p_26)))) > l_37), 0UL)) && g_115))), p_26)));
                    (*l_125) = l_60[3][0][7];
                    (*l_129) = l_126[1];
                }
            }
            else
            { /* block id: 50 */
                int8_t l_130 = 0x63L;
                (*l_127) = func_66(l_130, p_25);
            }
            if ((*l_63))
                continue;
            for (g_44 = 3; (g_44 >= 0); g_44 -= 1)
            { /* block id: 56 */
                int64_t *l_154 = &g_155;
                uint32_t *l_156 = &g_99[3][7];
                int8_t *l_158[10] = {&l_32,&l_32,&l_32,&l_32,&l_32,&l_32,&l_32,&l_32,&l_32,&l_32};
                int32_t l_161 = 1L;
                const int32_t *l_164[1][7][6] = {{{&l_157,&l_157,&l_157,&l_157,&l_157,&l_157},{&l_157,&l_157,&l_157,&l_157,&l_157,&l_157},{&l_157,&l_157,&l_157,&l_157,&l_157,&l_157},{&l_157,&l_157,&l_157,&l_157,&l_157,&l_157},{&l_157,&l_157,&l_157,&l_157,&l_157,&l_157},{&l_157,&l_157,&l_157,&l_157,&l_157,&l_157},{&l_157,&l_157,&l_157,&l_157,&l_157,&l_157}}};
                const int32_t **l_163 = &l_164[0][4][1];
                const int32_t *l_166 = &g_40[0];
                const int32_t **l_165 = &l_166;
                int i, j, k;
                l_162 = ((safe_lshift_func_int16_t_s_s((~((safe_lshift_func_uint8_t_u_s(((l_60[4][0][8] = (void*)0) != g_136), (g_99[3][3] , ((safe_div_func_int8_t_s_s(((*l_63) > ((safe_sub_func_uint16_t_u_u((safe_div_func_uint64_t_u_u(((g_29[g_27][g_44] = 0xE657869FL) , ((((g_29[2][1] <= (safe_mul_func_uint8_t_u_u(((((((((safe_sub_func_int16_t_s_s((safe_add_func_int64_t_s_s((safe_sub_func_int8_t_s_s(((g_159 = (g_29[g_27][g_44] , ((((*l_156) = ((safe_lshift_func_uint8_t_u_s(((((g_99[3][2] ^ ((*l_154) = (((((p_26 < p_25) ^ 0x9310AB7DL) >= p_26) > p_25) , 0xA6C637B4EEC52D1ELL))) < g_29[g_27][g_44]) != g_40[0]) <= (*l_63)), g_99[3][3])) && g_123)) , (*l_63)) > l_157))) , l_157), 246UL)), 0x0600712A71348BD3LL)), 0x100DL)) , 0x6CL) , g_29[g_27][g_44]) == g_40[0]) ^ g_115) , l_160) >= p_25) | 0x2A41L), p_25))) , p_26) && (*l_63)) & 0L)), g_40[0])), l_161)) ^ g_115)), l_157)) && 65527UL)))) & g_115)), 5)) , g_29[g_27][g_44]);
                (*l_165) = ((*l_163) = func_66(g_123, p_26));
                (*l_128) &= ((void*)0 == &l_60[5][1][8]);
            }
            for (l_32 = 0; (l_32 >= 0); l_32 -= 1)
            { /* block id: 69 */
                int32_t *l_167 = &l_162;
                int32_t l_169[9] = {0x4EB4280CL,0x4EB4280CL,0x4EB4280CL,0x4EB4280CL,0x4EB4280CL,0x4EB4280CL,0x4EB4280CL,0x4EB4280CL,0x4EB4280CL};
                int i;
                l_167 = (void*)0;
                l_173++;
                (*l_128) = 0x3D9F1B8DL;
                ++l_177;
            }
        }
        for (g_27 = 0; (g_27 < (-30)); g_27 = safe_sub_func_int8_t_s_s(g_27, 7))
        { /* block id: 78 */
            uint8_t l_182 = 7UL;
            int8_t *l_203 = &g_204;
            int8_t *l_205 = (void*)0;
            int8_t *l_206 = &g_207;
            int32_t l_217 = 0xBA950580L;
            int32_t l_257[10][7] = {{(-1L),0xDFA0F36BL,0x3602B0B8L,0x3602B0B8L,0xDFA0F36BL,(-1L),0x3602B0B8L},{(-4L),8L,(-1L),8L,(-4L),0x775B59AAL,(-4L)},{0xDFA0F36BL,0x3602B0B8L,0x3602B0B8L,0xDFA0F36BL,(-1L),0x3602B0B8L,0xD85813E3L},{(-1L),8L,(-1L),0xE539E2D7L,6L,0xE539E2D7L,(-1L)},{0xDFA0F36BL,0xDFA0F36BL,0x65703387L,0xD85813E3L,0xDFA0F36BL,0xADFABC0FL,0xD85813E3L},{(-4L),0xE539E2D7L,(-1L),8L,(-1L),0xE539E2D7L,(-4L)},{(-1L),0xD85813E3L,0x3602B0B8L,(-1L),(-1L),0x65703387L,0x65703387L},{(-1L),0xE539E2D7L,6L,0xE539E2D7L,(-1L),8L,(-1L)},{(-1L),0xADFABC0FL,0x65703387L,0x3602B0B8L,0xADFABC0FL,0xADFABC0FL,0x3602B0B8L},{(-1L),0xE539E2D7L,(-1L),0x775B59AAL,(-1L),0x775B59AAL,(-1L)}};
            uint32_t l_280 = 4294967286UL;
            int i, j;
            l_182++;
            if ((((((safe_sub_func_uint16_t_u_u(((g_44 , 0x3134L) < g_187), (safe_sub_func_int16_t_s_s(0x4D1DL, g_40[0])))) , (safe_rshift_func_int8_t_s_u(((((safe_mod_func_int8_t_s_s(((*l_206) = ((((safe_sub_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u(0x12L, ((*l_203) = ((safe_mod_func_int8_t_s_s((18446744073709551615UL > (safe_mul_func_uint16_t_u_u((g_202[0] = p_26), p_26))), 0x1DL)) , p_25)))), g_123)) || 0x9FD8C011L) <= (*g_114)) ^ l_182)), p_25)) > 0x33L) | (**l_127)) , 0x9EL), g_115))) ^ p_25) > 4294967295UL) == g_115))
            { /* block id: 83 */
                int8_t l_208[7] = {5L,5L,5L,5L,5L,5L,5L};
                uint32_t l_209[1];
                int32_t *** const l_216 = &l_127;
                const uint32_t l_248 = 0UL;
                int32_t l_260 = 0x6B09E236L;
                int i;
                for (i = 0; i < 1; i++)
                    l_209[i] = 3UL;
                --l_209[0];
                for (g_159 = 0; (g_159 == 6); g_159 = safe_add_func_uint64_t_u_u(g_159, 9))
                { /* block id: 87 */
                    for (g_207 = (-17); (g_207 >= (-24)); g_207 = safe_sub_func_uint32_t_u_u(g_207, 4))
                    { /* block id: 90 */
                        if (p_26)
                            break;
                        return g_121;
                    }
                }
                if ((l_217 ^= (p_25 | (l_216 == &g_85))))
                { /* block id: 96 */
                    int16_t l_222 = 0x9E50L;
                    uint8_t *l_226[5];
                    uint8_t **l_225 = &l_226[0];
                    int16_t *l_235 = &g_121;
                    uint16_t *l_237 = &g_238;
                    int64_t *l_239 = (void*)0;
                    int64_t *l_240 = &g_155;
                    uint64_t *l_243 = &g_105;
                    int32_t l_259 = 0x6BEDE737L;
                    int32_t l_261 = (-2L);
                    uint32_t l_262 = 0x36B78C0FL;
                    int i;
                    for (i = 0; i < 5; i++)
                        l_226[i] = &g_89;
                    (**l_216) = func_66((((safe_mod_func_int16_t_s_s((safe_sub_func_uint64_t_u_u((((*l_240) = (l_182 , (&g_207 != ((l_222 == (safe_div_func_uint64_t_u_u((((***l_216) > p_26) , ((&g_89 != ((*l_225) = &g_89)) & (safe_add_func_uint16_t_u_u(((*l_237) = ((safe_lshift_func_int16_t_s_s((((p_26 , (((safe_sub_func_uint64_t_u_u((safe_rshift_func_int16_t_s_u(((*l_235) |= (p_26 | l_222)), g_202[0])), 18446744073709551612UL)) & 1L) > 5UL)) , 1L) ^ l_236), 4)) , 7UL)), p_25)))), g_202[1]))) , &g_207)))) >= p_26), 1UL)), g_207)) == 1L) != (***l_216)), p_25);
                    (***l_216) ^= (((g_57 == ((((**l_225) = 255UL) , ((--(*l_243)) , (safe_mod_func_uint16_t_u_u(l_182, ((((((255UL | g_99[3][3]) | l_248) && (safe_div_func_uint8_t_u_u((g_27 , ((safe_mul_func_int8_t_s_s((safe_rshift_func_int16_t_s_s(5L, (safe_add_func_int8_t_s_s(p_25, p_26)))), p_26)) ^ 0x67L)), p_25))) , p_26) , p_26) || 0UL))))) == p_25)) != l_217) || p_26);
                    --l_262;
                }
                else
                { /* block id: 106 */
                    uint32_t l_271 = 1UL;
                    uint8_t *l_277 = &l_182;
                    int16_t *l_281 = &g_121;
                    (**l_127) = (*g_136);
                    (***l_216) = ((safe_lshift_func_int16_t_s_s(((*l_281) = (((l_257[6][2] != (safe_div_func_int32_t_s_s((safe_add_func_uint32_t_u_u(g_27, l_271)), (safe_mul_func_int16_t_s_s((safe_div_func_int8_t_s_s(((~g_40[0]) & (***l_216)), (((*l_277) = 2UL) , g_99[4][0]))), g_99[2][0]))))) < (safe_sub_func_int16_t_s_s(0x6DC0L, l_280))) == 0UL)), g_99[3][3])) == l_271);
                    for (l_260 = 0; (l_260 <= 7); l_260 += 1)
                    { /* block id: 113 */
                        int i;
                        (***l_216) = 0x17580A53L;
                    }
                }
            }
            else
            { /* block id: 117 */
                (**l_127) = p_25;
            }
        }
        for (g_238 = 0; (g_238 <= 3); g_238 += 1)
        { /* block id: 123 */
            int32_t l_299 = 0x2670C1B3L;
            const int32_t l_300 = 0x2308056BL;
            uint32_t *l_303 = &l_160;
            uint32_t **l_302 = &l_303;
            uint32_t l_338 = 0x5CF267E3L;
            uint8_t l_348 = 0UL;
            uint64_t *l_373 = &g_115;
            int32_t *l_393 = &g_40[0];
            int32_t l_396 = 0x9DF7BD2DL;
            int32_t l_397 = 5L;
            int32_t l_398 = (-1L);
            int32_t l_399 = 0x1C3FA0F3L;
            int32_t l_400 = 0L;
            int32_t l_401 = 5L;
            int32_t l_402 = 3L;
            int32_t l_403 = 7L;
            int32_t l_405[9] = {8L,5L,8L,5L,8L,5L,8L,5L,8L};
            uint32_t l_417 = 0x0DA61DE3L;
            uint8_t l_425 = 1UL;
            int8_t *l_440 = (void*)0;
            uint8_t **l_444[5] = {&g_443,&g_443,&g_443,&g_443,&g_443};
            const int32_t *l_484 = &g_202[0];
            const int32_t **l_483 = &l_484;
            const int32_t ***l_482 = &l_483;
            int i;
        }
        (*g_498) = &l_157;
    }
lbl_692:
    ++l_503;
    for (g_115 = (-3); (g_115 != 5); ++g_115)
    { /* block id: 230 */
        int64_t *l_517 = &g_27;
        uint64_t *l_526 = &g_105;
        const int32_t l_527 = 0x5D2A1805L;
        uint32_t **l_539[3][6] = {{&g_306,&g_306,&l_352,&g_306,&g_306,&l_352},{&g_306,&g_306,&l_352,&g_306,&g_306,&l_352},{&g_306,&g_306,&l_352,&g_306,&g_306,&l_352}};
        uint32_t l_544[2][5] = {{5UL,5UL,5UL,5UL,5UL},{0x2DFE6C2CL,0x2DFE6C2CL,0x2DFE6C2CL,0x2DFE6C2CL,0x2DFE6C2CL}};
        int64_t l_581[3];
        int32_t l_585 = 0x2470188DL;
        int32_t l_587 = 0xB4741AC7L;
        int32_t l_588 = (-2L);
        int32_t l_592[10][7] = {{0xC9180DC6L,(-1L),0x133F0C5EL,0x3EBFF527L,0x133F0C5EL,(-1L),0xC9180DC6L},{0xB6A12805L,0x61E03508L,0x133F0C5EL,0L,(-5L),(-1L),0xB6A12805L},{0xC9180DC6L,0x61E03508L,4L,0x3EBFF527L,(-5L),0x2F31C390L,0xC9180DC6L},{0xC9180DC6L,(-1L),0x133F0C5EL,0x3EBFF527L,0x133F0C5EL,(-1L),0xC9180DC6L},{0xB6A12805L,0x61E03508L,0x133F0C5EL,0L,(-5L),(-1L),0xB6A12805L},{0xC9180DC6L,0x61E03508L,4L,0x3EBFF527L,(-5L),0x2F31C390L,0xC9180DC6L},{0xC9180DC6L,(-1L),0x133F0C5EL,0x3EBFF527L,0x133F0C5EL,(-1L),0xC9180DC6L},{0xB6A12805L,0x61E03508L,0x133F0C5EL,0L,(-5L),(-1L),0xB6A12805L},{0xC9180DC6L,0x61E03508L,4L,0x3EBFF527L,(-5L),0x2F31C390L,0xC9180DC6L},{0xC9180DC6L,(-1L),0x133F0C5EL,0x3EBFF527L,0x133F0C5EL,(-1L),0xC9180DC6L}};
        uint32_t l_658 = 1UL;
        int32_t l_685 = 0x0A0FF9C0L;
        int32_t l_716 = 0L;
        int8_t *l_750[9] = {&l_501[0],&l_501[0],&l_501[0],&l_501[0],&l_501[0],&l_501[0],&l_501[0],&l_501[0],&l_501[0]};
        uint8_t ***l_798 = &g_442;
        uint64_t l_873 = 0x006C945F66F0A723LL;
        int32_t **l_893[9] = {(void*)0,&l_128,(void*)0,(void*)0,&l_128,(void*)0,(void*)0,&l_128,(void*)0};
        int64_t l_911 = 0x2023820B00F2416CLL;
        int32_t l_988 = 1L;
        uint32_t l_1033 = 0xD03DC182L;
        int i, j;
        for (i = 0; i < 3; i++)
            l_581[i] = 1L;
        if (((0L & l_508) < (safe_add_func_uint64_t_u_u((safe_mul_func_uint8_t_u_u(((*g_114) | (safe_rshift_func_int8_t_s_s((((safe_add_func_int32_t_s_s((p_25 | ((*l_517) = 0xFEECD8D16565D280LL)), p_25)) , ((safe_add_func_int8_t_s_s(g_204, (safe_sub_func_uint64_t_u_u((safe_mod_func_int16_t_s_s((((*l_526) = (safe_mod_func_int16_t_s_s(((*g_442) == (void*)0), (**l_127)))) < g_40[0]), p_26)), 0xBBC209A88A25F04BLL)))) , p_26)) == l_527), g_351))), 0xA8L)), l_527))))
        { /* block id: 233 */
            int8_t *l_533 = &l_501[0];
            uint16_t * const l_538 = (void*)0;
            uint32_t *l_545 = &l_544[0][0];
            const int32_t l_550 = (-1L);
            int32_t l_556[10] = {(-10L),(-10L),(-10L),(-10L),(-10L),(-10L),(-10L),(-10L),(-10L),(-10L)};
            int32_t l_665[3][6][2] = {{{(-1L),0xFC0C5F74L},{(-1L),0x444A6418L},{0x990D1C6AL,0x9E12E63FL},{0x444A6418L,(-1L)},{0xFDB78A49L,0L},{0x75E06C4FL,(-9L)}},{{(-9L),0xF981BF15L},{0L,0x75E06C4FL},{0xFC0C5F74L,(-1L)},{0L,(-1L)},{0x9E12E63FL,0xF981BF15L},{0xFDB78A49L,0x2096E233L}},{{(-1L),(-1L)},{0xF981BF15L,0L},{0L,(-1L)},{1L,(-9L)},{0x444A6418L,1L},{0L,0x9E12E63FL}}};
            int64_t l_718[9][9] = {{2L,(-8L),0x814D4BE455C93710LL,(-4L),(-2L),0x9F6125F37B24F71ALL,0x9F6125F37B24F71ALL,(-2L),(-4L)},{0x814D4BE455C93710LL,3L,0x814D4BE455C93710LL,1L,(-8L),0xE7F7CF26DC3B3803LL,(-1L),0x81E69D1E16798B9FLL,(-2L)},{(-1L),8L,(-4L),0x81E69D1E16798B9FLL,0xF047CBF056CEC13FLL,1L,0x40E012EF013843F7LL,0L,0x3BAA2F4F9DFEC3B5LL},{0x6BDBD0764BB0D008LL,(-10L),(-5L),1L,0x7D0DC2EC138229B6LL,(-4L),0xF047CBF056CEC13FLL,0xF047CBF056CEC13FLL,(-4L)},{0x7D0DC2EC138229B6LL,(-4L),(-4L),(-4L),0x7D0DC2EC138229B6LL,(-1L),0x3BAA2F4F9DFEC3B5LL,2L,0x814D4BE455C93710LL},{8L,(-2L),0L,(-8L),0xF047CBF056CEC13FLL,(-1L),(-10L),0L,0x4D25A676A39C0933LL},{(-4L),0x3BAA2F4F9DFEC3B5LL,0x7D0DC2EC138229B6LL,0L,(-8L),(-1L),0L,0x40E012EF013843F7LL,0x40E012EF013843F7LL},{0L,(-4L),(-2L),2L,(-2L),(-4L),0L,(-1L),0x296BD4522A3355B7LL},{0x40E012EF013843F7LL,0x814D4BE455C93710LL,0x81E69D1E16798B9FLL,0x296BD4522A3355B7LL,(-1L),1L,(-10L),(-8L),0x7D0DC2EC138229B6LL}};
            int8_t l_720[2][4] = {{0x61L,0x61L,5L,0x61L},{0x61L,0x2EL,0x2EL,0x61L}};
            int16_t l_721[2];
            uint32_t **l_812 = (void*)0;
            const uint32_t l_820[4] = {0xC0A6FC5FL,0xC0A6FC5FL,0xC0A6FC5FL,0xC0A6FC5FL};
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_721[i] = 0L;
            (*l_128) = (safe_rshift_func_uint8_t_u_u(((**g_442) = ((!(((*l_533) = g_207) >= (safe_sub_func_int64_t_s_s((safe_sub_func_uint64_t_u_u(l_527, (((g_115 >= 0x17FDL) , &g_57) == l_538))), (-1L))))) ^ (((**g_442) ^ (l_539[1][4] != (void*)0)) < l_527))), l_527));
            if ((((*l_352)++) , (((**l_127) &= (safe_add_func_int8_t_s_s(p_25, l_544[1][0]))) || (((*l_545)--) , ((-4L) == (0xF8AB2239L || ((((p_26 , l_527) , (((safe_rshift_func_uint16_t_u_u((((((l_545 != l_545) > g_202[0]) != 2L) == 4L) <= (*g_136)), l_544[1][0])) , g_351) | l_550)) && 0xED0C47932009775FLL) < p_25)))))))
            { /* block id: 240 */
                uint32_t l_574 = 0x31F90622L;
                int32_t l_584 = 0xC544BF9AL;
                int32_t l_591 = 3L;
                int32_t l_593 = 0x91C3A145L;
                int32_t l_594 = 0xCBE58098L;
                int32_t l_595[8][6][5] = {{{0x1B50FF48L,0x39BA59BFL,0x1B4A4F1BL,0xF80F3361L,0x1B4A4F1BL},{0xF80F3361L,0xF80F3361L,6L,0x1442B363L,1L},{0x97AB2C5FL,(-10L),6L,1L,0x1B50FF48L},{4L,6L,0x1B4A4F1BL,6L,4L},{0x1442B363L,(-10L),1L,4L,0xF80F3361L},{0x1442B363L,0xF80F3361L,0x1B50FF48L,0x2D5F432DL,0x2D5F432DL}},{{4L,0x39BA59BFL,4L,(-10L),0xF80F3361L},{0x97AB2C5FL,0x2D5F432DL,0xF80F3361L,(-10L),4L},{0xF80F3361L,0x1B50FF48L,0x2D5F432DL,0x2D5F432DL,0x1B50FF48L},{0x1B50FF48L,1L,0xF80F3361L,4L,1L},{0x39BA59BFL,1L,4L,6L,0x1B4A4F1BL},{1L,0x1B50FF48L,0x1B50FF48L,1L,6L}},{{0x39BA59BFL,0x2D5F432DL,1L,0x1442B363L,6L},{0x1B50FF48L,0x39BA59BFL,0x1B4A4F1BL,0xF80F3361L,0x1B4A4F1BL},{0xF80F3361L,0xF80F3361L,6L,0x1442B363L,1L},{0x97AB2C5FL,(-10L),6L,1L,0x1B50FF48L},{4L,0x39BA59BFL,0x97AB2C5FL,0x39BA59BFL,0x2D5F432DL},{(-10L),1L,0x1B4A4F1BL,0x2D5F432DL,6L}},{{(-10L),6L,1L,0x1B50FF48L,0x1B50FF48L},{0x2D5F432DL,0x1442B363L,0x2D5F432DL,1L,6L},{4L,0x1B50FF48L,6L,1L,0x2D5F432DL},{6L,1L,0x1B50FF48L,0x1B50FF48L,1L},{1L,1L,6L,0x2D5F432DL,0x1B4A4F1BL},{0x1442B363L,1L,0x2D5F432DL,0x39BA59BFL,0x97AB2C5FL}},{{0xF80F3361L,1L,1L,0xF80F3361L,0x39BA59BFL},{0x1442B363L,0x1B50FF48L,0x1B4A4F1BL,(-10L),0x39BA59BFL},{1L,0x1442B363L,0x97AB2C5FL,6L,0x97AB2C5FL},{6L,6L,0x39BA59BFL,(-10L),0x1B4A4F1BL},{4L,1L,0x39BA59BFL,0xF80F3361L,1L},{0x2D5F432DL,0x39BA59BFL,0x97AB2C5FL,0x39BA59BFL,0x2D5F432DL}},{{(-10L),1L,0x1B4A4F1BL,0x2D5F432DL,6L},{(-10L),6L,1L,0x1B50FF48L,0x1B50FF48L},{0x2D5F432DL,0x1442B363L,0x2D5F432DL,1L,6L},{4L,0x1B50FF48L,6L,1L,0x2D5F432DL},{6L,1L,0x1B50FF48L,0x1B50FF48L,1L},{1L,1L,6L,0x2D5F432DL,0x1B4A4F1BL}},{{0x1442B363L,1L,0x2D5F432DL,0x39BA59BFL,0x97AB2C5FL},{0xF80F3361L,1L,1L,0xF80F3361L,0x39BA59BFL},{0x1442B363L,0x1B50FF48L,0x1B4A4F1BL,(-10L),0x39BA59BFL},{1L,0x1442B363L,0x97AB2C5FL,6L,0x97AB2C5FL},{6L,6L,0x39BA59BFL,(-10L),0x1B4A4F1BL},{4L,1L,0x39BA59BFL,0xF80F3361L,1L}},{{0x2D5F432DL,0x39BA59BFL,0x97AB2C5FL,0x39BA59BFL,0x2D5F432DL},{(-10L),1L,0x1B4A4F1BL,0x2D5F432DL,6L},{(-10L),6L,1L,0x1B50FF48L,0x1B50FF48L},{0x2D5F432DL,0x1442B363L,0x2D5F432DL,1L,6L},{4L,0x1B50FF48L,6L,1L,0x2D5F432DL},{6L,1L,0x1B50FF48L,0x1B50FF48L,1L}}};
                const int32_t *l_602 = &g_603;
                int i, j, k;
                for (g_121 = 0; (g_121 > 4); ++g_121)
                { /* block id: 243 */
                    uint32_t * const l_555 = &g_99[3][3];
                    int32_t l_575 = 0x56A2CCB1L;
                    int32_t l_586[6];
                    int64_t l_599[10];
                    int i;
                    for (i = 0; i < 6; i++)
                        l_586[i] = (-1L);
                    for (i = 0; i < 10; i++)
                        l_599[i] = 0x883A7D59A113D857LL;
                    for (l_502 = 0; (l_502 == 29); l_502++)
                    { /* block id: 246 */
                        int32_t **l_564[9];
                        uint32_t *l_565 = &l_544[1][0];
                        int i;
                        for (i = 0; i < 9; i++)
                            l_564[i] = &l_128;
                        g_202[0] ^= ((p_25 ^ (l_556[6] = ((void*)0 != l_555))) , ((((g_40[0] <= ((safe_rshift_func_int16_t_s_u(((safe_mul_func_uint8_t_u_u(p_25, ((((*l_533) = ((safe_add_func_int8_t_s_s(0xCFL, (~((*g_84) < 0x1F1CE000L)))) > (l_564[1] != (void*)0))) , l_565) != (void*)0))) & p_26), (**l_127))) != l_556[6])) , p_25) ^ 0x21L) | 9L));
                        if ((*g_84))
                            continue;
                    }
                    if (((l_575 &= ((0xAF237D2005FD1A83LL ^ p_26) || (safe_mul_func_uint16_t_u_u((safe_unary_minus_func_uint64_t_u(((safe_rshift_func_uint16_t_u_u((safe_div_func_int8_t_s_s(((void*)0 == l_573[4][2]), (g_238 || (0xFC2BL ^ (*l_128))))), ((g_40[0] > l_556[2]) ^ (*g_114)))) < l_574))), 0x8785L)))) < l_550))
                    { /* block id: 253 */
                        int32_t l_582 = 0L;
                        int32_t l_583 = (-1L);
                        int32_t l_589 = (-6L);
                        int32_t l_590[1][3][3] = {{{0xC34703A8L,0xC34703A8L,0xC34703A8L},{0L,0L,0L},{0xC34703A8L,0xC34703A8L,0xC34703A8L}}};
                        int i, j, k;
                        (**l_127) = ((~((*l_526) = (safe_sub_func_int16_t_s_s(p_26, l_575)))) , (safe_mod_func_uint16_t_u_u(l_581[2], (*l_128))));
                        l_596++;
                        (*l_127) = func_66(p_26, (**g_305));
                    }
                    else
                    { /* block id: 258 */
                        (**l_127) = l_599[4];
                    }
                }
                for (l_502 = 4; (l_502 >= 0); l_502 -= 1)
                { /* block id: 264 */
                    uint8_t *l_618 = &l_236;
                    uint8_t l_626 = 0xC4L;
                    int32_t **l_627 = &l_128;
                    if (p_26)
                        break;
                    for (l_503 = 0; (l_503 <= 1); l_503 += 1)
                    { /* block id: 268 */
                        int8_t **l_608[10];
                        uint8_t *l_617 = &l_173;
                        int32_t * const *l_625 = (void*)0;
                        int i, j, k;
                        for (i = 0; i < 10; i++)
                            l_608[i] = &l_533;
                        l_595[(l_502 + 1)][(l_503 + 4)][(l_503 + 2)] ^= (safe_add_func_uint64_t_u_u((g_357[l_503] , (p_25 ^ (g_238 , (*g_114)))), ((((l_602 = &g_40[0]) != (void*)0) == p_26) || 0xA2F8F967L)));
                        (**l_127) = (safe_div_func_int64_t_s_s(((safe_div_func_uint8_t_u_u((g_603 ^ (p_26 >= (l_608[2] == g_609[5][4][1]))), ((*l_533) |= ((((safe_rshift_func_int16_t_s_u((l_556[1] = ((safe_sub_func_int32_t_s_s((safe_sub_func_int32_t_s_s((((*g_442) = l_617) != (l_618 = l_533)), (safe_lshift_func_int8_t_s_s((safe_div_func_int8_t_s_s((safe_mul_func_int16_t_s_s(p_26, p_25)), (p_25 & g_238))), (*g_610))))), p_25)) && (*g_306))), 9)) , l_585) , l_625) != l_625)))) <= (-1L)), l_626));
                        l_625 = l_627;
                    }
                }
            }
            else
            { /* block id: 279 */
                return g_89;
            }
            for (g_238 = 0; (g_238 <= 1); g_238 += 1)
            { /* block id: 284 */
                const uint32_t *l_638 = (void*)0;
                const uint32_t **l_637 = &l_638;
                uint16_t *l_646[2][2];
                int32_t l_647 = 0x04C2ADFBL;
                int32_t l_655 = 2L;
                int32_t l_656 = 0xD2C9E333L;
                int32_t ** const *l_684 = &l_127;
                int32_t ** const **l_683 = &l_684;
                int i, j;
                for (i = 0; i < 2; i++)
                {
                    for (j = 0; j < 2; j++)
                        l_646[i][j] = &g_351;
                }
                if (p_26)
                    goto lbl_628;
            }
            for (g_238 = 0; (g_238 != 56); g_238++)
            { /* block id: 306 */
                int32_t l_719 = 0x0CA8932FL;
                int32_t l_722 = 0x2C30629AL;
                int32_t l_724 = 0x09968B8BL;
                int32_t l_725 = 0xBA4FE21DL;
                int32_t *l_855[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                int i;
                for (g_89 = 20; (g_89 < 11); g_89--)
                { /* block id: 309 */
                    int32_t l_723 = (-4L);
                    uint32_t l_726 = 4294967295UL;
                    int8_t **l_739 = &l_533;
                    uint8_t l_760 = 0xF4L;
                    uint32_t *l_761 = &l_596;
                    int32_t l_767 = (-1L);
                    int8_t l_769 = 0xB9L;
                    int32_t l_770 = 0L;
                    if (l_527)
                        goto lbl_692;
                    for (p_26 = 22; (p_26 >= 2); p_26--)
                    { /* block id: 313 */
                        uint64_t *l_713 = &l_503;
                        int32_t l_717[5] = {0xDAC2884DL,0xDAC2884DL,0xDAC2884DL,0xDAC2884DL,0xDAC2884DL};
                        int i;
                        l_718[8][6] = (safe_add_func_int64_t_s_s(((safe_mod_func_int64_t_s_s((((safe_mul_func_uint8_t_u_u((safe_mod_func_int8_t_s_s((safe_sub_func_int16_t_s_s((l_556[6] = (((l_544[0][1] ^ p_25) , p_26) || (safe_add_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((*g_136), ((p_26 < ((g_40[0] = 6L) <= (safe_unary_minus_func_uint32_t_u((safe_mul_func_uint8_t_u_u(((((~(l_713 != (void*)0)) > (((safe_lshift_func_int8_t_s_u(((g_99[7][5] , p_25) && 0L), l_716)) & 4294967295UL) < 0UL)) != p_25) , 255UL), 0UL)))))) <= g_357[0]))), l_527)))), 65526UL)), 0x7EL)), l_717[3])) , 0x9458L) == g_123), g_121)) , p_26), g_89));
                        l_726--;
                        if (l_592[4][1])
                            break;
                        if (l_721[0])
                            continue;
                    }
                    if (l_724)
                        continue;
                }
                (**g_731) = p_25;
                if (((safe_mod_func_int16_t_s_s(0xEBCFL, (*l_128))) <= (safe_div_func_uint16_t_u_u(65535UL, l_716))))
                { /* block id: 355 */
                    (*g_830) = g_825;
                }
                else
                { /* block id: 357 */
                    int16_t l_834 = 0x0277L;
                    int32_t l_835 = 0x3F62FD84L;
                    int32_t l_836 = 0xA05921ACL;
                    int32_t l_837 = 0xB46740E6L;
                    int32_t l_839 = 0xD3CF3C39L;
                    int32_t l_840 = 0L;
                    int32_t l_842 = 0xDFC0837DL;
                    uint8_t l_845 = 0x1CL;
                    (*g_84) = ((void*)0 != &g_155);
                    for (l_716 = 20; (l_716 >= 15); l_716 = safe_sub_func_int32_t_s_s(l_716, 8))
                    { /* block id: 361 */
                        int16_t l_833 = 1L;
                        int32_t l_838 = 9L;
                        int32_t l_841 = 0x1A574862L;
                        int32_t l_843 = 0x6D0C86EAL;
                        int32_t l_844 = 0L;
                        ++l_845;
                        l_592[8][3] = 0x7193EA7EL;
                        if ((*g_136))
                            continue;
                    }
                }
                l_855[0] = func_66((+(p_25 == (safe_mul_func_uint8_t_u_u((*g_443), 0x04L)))), ((***l_367) ^= (safe_sub_func_int16_t_s_s((&l_725 != &l_550), (safe_sub_func_int16_t_s_s(3L, 0xD558L))))));
            }
        }
        else
        { /* block id: 370 */
            uint32_t l_856 = 1UL;
            uint32_t l_870 = 2UL;
            uint32_t *****l_889 = &l_887;
            int32_t * const *l_894 = &g_732;
            int32_t l_903[10][6] = {{0L,(-3L),(-3L),0L,0x5D9DB851L,0xFA3C1F2CL},{0x6F3F4CD0L,(-3L),0x5D9DB851L,0x6F3F4CD0L,1L,0x70F0FB1CL},{0x5D9DB851L,0x70F0FB1CL,(-1L),0x5D9DB851L,1L,1L},{(-3L),0x70F0FB1CL,0x70F0FB1CL,(-3L),1L,(-1L)},{0xFA3C1F2CL,0x70F0FB1CL,1L,0xFA3C1F2CL,1L,0x70F0FB1CL},{0x5D9DB851L,0x70F0FB1CL,(-1L),0x5D9DB851L,1L,1L},{(-3L),0x70F0FB1CL,0x70F0FB1CL,(-3L),1L,(-1L)},{0xFA3C1F2CL,0x70F0FB1CL,1L,0xFA3C1F2CL,1L,0x70F0FB1CL},{0x5D9DB851L,0x70F0FB1CL,(-1L),0x5D9DB851L,1L,1L},{(-3L),0x70F0FB1CL,0x70F0FB1CL,(-3L),1L,(-1L)}};
            uint8_t **l_909 = &g_443;
            const uint8_t *l_915 = &g_771;
            const uint8_t **l_914 = &l_915;
            const uint8_t ***l_913 = &l_914;
            const uint8_t ****l_912 = &l_913;
            int8_t l_922[4];
            uint32_t **l_937[10] = {&g_306,&g_306,&g_306,&g_306,&g_306,&g_306,&g_306,&g_306,&g_306,&g_306};
            int i, j;
            for (i = 0; i < 4; i++)
                l_922[i] = 2L;
            if (l_856)
                break;
            for (l_685 = 0; (l_685 <= (-16)); l_685--)
            { /* block id: 374 */
                int8_t l_868 = 0L;
                uint16_t *l_885 = &g_238;
                int32_t **l_892 = &g_732;
                for (g_155 = 0; (g_155 <= 3); g_155 += 1)
                { /* block id: 377 */
                    for (l_588 = 3; (l_588 >= 0); l_588 -= 1)
                    { /* block id: 380 */
                        uint64_t *l_869 = (void*)0;
                        uint32_t **l_872 = (void*)0;
                        int i, j;
                        (*l_127) = ((*g_731) = func_66((g_29[g_155][(l_588 + 1)] && (*g_306)), ((((safe_div_func_int16_t_s_s((((safe_add_func_int8_t_s_s((safe_div_func_uint32_t_u_u(((&l_503 == ((safe_add_func_uint16_t_u_u((~p_25), ((p_25 > l_868) & g_207))) , l_869)) & ((g_155 & g_351) | 65535UL)), 4294967289UL)), p_26)) | p_26) != p_26), p_26)) & l_870) >= g_871[2]) <= 0xFF1524E4L)));
                        g_808[4] = l_872;
                        if (l_873)
                            break;
                        (*l_127) = func_66((safe_unary_minus_func_int8_t_s((safe_lshift_func_int16_t_s_s(l_868, 13)))), (((++(*g_443)) || 1L) != l_868));
                    }
                    return p_25;
                }
                (*l_128) = (safe_rshift_func_uint8_t_u_s(((((***l_887) = ((((l_592[1][6] != (safe_sub_func_uint64_t_u_u(((((safe_mul_func_uint16_t_u_u(l_856, ((*l_885) ^= p_25))) , &g_825) != (l_889 = l_886)) != (p_26 || (safe_mod_func_int8_t_s_s((65535UL > g_40[0]), ((((l_893[4] = l_892) != l_894) && g_40[0]) , p_26))))), 0x073674C4A1BBF707LL))) , (**l_894)) | l_895) , &p_25)) == (void*)0) > g_99[3][3]), 7));
                for (l_870 = 9; (l_870 > 35); l_870 = safe_add_func_int16_t_s_s(l_870, 3))
                { /* block id: 397 */
                    uint32_t l_905 = 0x7077B5C9L;
                    int32_t l_910 = 0x30891A91L;
                    for (g_420 = 0; (g_420 == 12); ++g_420)
                    { /* block id: 400 */
                        uint32_t l_900 = 18446744073709551615UL;
                        return l_900;
                    }
                    for (l_856 = 0; (l_856 != 18); ++l_856)
                    { /* block id: 405 */
                        int16_t l_904 = 0xBCC4L;
                        int16_t l_908[10][2][5] = {{{0xBAB6L,0xD903L,0L,0x6492L,0xE17CL},{(-1L),0L,0x3FA1L,0L,(-1L)}},{{0L,0xA301L,(-7L),0xD903L,0xE17CL},{0xB3D1L,0L,0L,1L,0L}},{{0xE17CL,0x3FA1L,(-1L),0L,0x3FA1L},{(-1L),0xEB07L,0x56B9L,0L,0x0D29L}},{{1L,0xEB07L,0x6492L,1L,0xA18CL},{0x7B2EL,0x3FA1L,0x3FA1L,0x7B2EL,1L}},{{0xA301L,0L,0x0A31L,(-1L),0x23CFL},{0x3FA1L,0xA301L,0x485EL,0L,0xA18CL}},{{0xE17CL,0L,1L,(-1L),0L},{1L,0xD903L,0x51EBL,0x7B2EL,(-1L)}},{{0x6492L,0x23CFL,0x485EL,1L,0L},{(-1L),1L,0L,0L,0L}},{{(-1L),0xE17CL,0x8AD7L,0L,0L},{0x6492L,0xA301L,0x6492L,1L,0xE17CL}},{{1L,(-1L),0L,0xD903L,0x6492L},{0xE17CL,(-1L),0x9C93L,0L,(-1L)}},{{0x3FA1L,0xEB07L,0L,0x6492L,0x0D29L},{0xA301L,0x0192L,0x6492L,0x23CFL,0x485EL}}};
                        int i, j, k;
                        l_905--;
                        (**l_894) |= p_26;
                        l_910 = (((*g_443) = l_908[9][1][0]) <= ((*l_798) != l_909));
                        if (l_911)
                            break;
                    }
                }
            }
            (*g_938) = (((((l_912 == (void*)0) == (+(safe_sub_func_uint8_t_u_u((safe_div_func_int32_t_s_s((~((*l_517) = l_922[3])), (safe_sub_func_uint64_t_u_u((((**g_731) , &l_873) != (void*)0), (((safe_rshift_func_int8_t_s_s((~(safe_lshift_func_uint8_t_u_s((safe_sub_func_int32_t_s_s(((*l_128) = ((safe_div_func_uint16_t_u_u(((safe_sub_func_int64_t_s_s(0x2115C200F1D7BE21LL, ((*l_526) &= (!(p_25 , (l_937[2] != l_937[2])))))) && (**l_894)), p_25)) && 0xCA22L)), 0x14DC30A8L)), 2))), 6)) >= p_26) , p_25))))), (**l_894))))) , (**g_442)) == p_26) , &g_609[0][3][1]);
        }
        for (g_27 = 0; (g_27 < (-22)); g_27 = safe_sub_func_int32_t_s_s(g_27, 1))
        { /* block id: 421 */
            int16_t l_944 = 3L;
            int32_t **l_954 = &l_128;
            int32_t l_957[4][6] = {{0x4041D6F5L,0x4041D6F5L,0x4041D6F5L,0x4041D6F5L,0x4041D6F5L,0x4041D6F5L},{0x4041D6F5L,0x4041D6F5L,0x4041D6F5L,0x4041D6F5L,0x4041D6F5L,0x4041D6F5L},{0x4041D6F5L,0x4041D6F5L,0x4041D6F5L,0x4041D6F5L,0x4041D6F5L,0x4041D6F5L},{0x4041D6F5L,0x4041D6F5L,0x4041D6F5L,0x4041D6F5L,0x4041D6F5L,0x4041D6F5L}};
            int i, j;
            for (l_258 = 23; (l_258 <= 24); l_258 = safe_add_func_uint64_t_u_u(l_258, 5))
            { /* block id: 424 */
                uint64_t *l_950 = &l_873;
                int32_t l_955 = 0L;
                int32_t l_959 = 0x33DF0E8AL;
                int32_t l_966 = (-6L);
                int32_t l_969 = 1L;
                int32_t l_970[8] = {(-9L),(-9L),(-9L),(-9L),(-9L),(-9L),(-9L),(-9L)};
                uint32_t ***l_1018 = &l_539[1][4];
                int i;
                (*l_127) = func_66(g_871[2], l_944);
                if (((*g_610) , p_26))
                { /* block id: 426 */
                    int32_t **l_953 = &g_732;
                    int32_t l_956 = 0xC18E2C9BL;
                    int32_t l_958 = (-9L);
                    int32_t l_963 = 0x5F1B24CFL;
                    int32_t l_964 = 0xC1D27CE4L;
                    int32_t l_967 = 0x03388C97L;
                    int32_t l_972 = 0x32249F99L;
                    int64_t *l_1008 = &l_911;
                    uint8_t l_1021 = 0x0EL;
                    if ((~(safe_mod_func_int16_t_s_s(p_25, (0xE94133FFL | (4294967295UL < (&g_105 != (l_950 = &g_105))))))))
                    { /* block id: 428 */
                        uint64_t l_960 = 18446744073709551615UL;
                        int32_t l_965 = 1L;
                        int32_t l_968 = 0L;
                        int32_t l_971 = (-2L);
                        (**l_127) = (safe_sub_func_int64_t_s_s((l_953 != l_954), 0L));
                        l_960++;
                        l_973--;
                        (**g_731) |= ((((safe_unary_minus_func_int8_t_s(((*g_610) = (safe_unary_minus_func_uint64_t_u((!g_137)))))) || (((*g_827) != ((p_26 >= (((safe_div_func_int64_t_s_s((0x46L >= ((*g_443)--)), g_238)) , (**l_954)) < (g_768 = (**l_954)))) , ((****l_886) = &p_25))) < 0x023818A2L)) != l_960) == l_966);
                    }
                    else
                    { /* block id: 437 */
                        uint8_t ****l_992 = &l_798;
                        int32_t l_997 = 0xD9392E5BL;
                        int32_t l_998 = (-10L);
                        (*l_127) = func_66(g_115, (0x4A6245A0F97CABD8LL >= (((-1L) < ((safe_sub_func_uint32_t_u_u(((*g_306) = (!(safe_div_func_uint16_t_u_u((l_988 | (g_989 == (g_993 = l_992))), 65535UL)))), (safe_rshift_func_int8_t_s_s(((*g_610) |= l_997), p_26)))) , g_202[1])) > l_998)));
                    }
                    (*g_136) |= (safe_mod_func_uint32_t_u_u((safe_rshift_func_int16_t_s_s(((((p_25 & (p_26 == p_25)) <= (safe_mod_func_int8_t_s_s((safe_sub_func_int8_t_s_s((safe_unary_minus_func_int16_t_s((p_25 , (((0xEF39L != ((((*l_1008) |= 0x707339CD73106882LL) ^ (**l_954)) != (p_26 == ((**l_954) > (****g_989))))) && (**l_953)) , g_357[0])))), (-1L))), p_26))) > (**l_127)) != (*g_306)), 14)), 1UL));
                    for (l_967 = 0; (l_967 != 6); l_967++)
                    { /* block id: 447 */
                        uint16_t l_1011 = 1UL;
                        uint32_t ****l_1016 = (void*)0;
                        uint32_t ****l_1017[10][6] = {{(void*)0,&g_320[4],&g_320[5],&g_320[4],&g_320[4],&g_320[4]},{(void*)0,&g_320[4],(void*)0,&g_320[4],&g_320[4],&g_320[5]},{(void*)0,&g_320[4],&g_320[4],&g_320[4],&g_320[4],(void*)0},{(void*)0,&g_320[4],&g_320[5],&g_320[4],&g_320[4],&g_320[4]},{(void*)0,&g_320[4],(void*)0,&g_320[4],&g_320[4],&g_320[5]},{(void*)0,&g_320[4],&g_320[4],&g_320[4],&g_320[4],(void*)0},{(void*)0,&g_320[4],&g_320[5],&g_320[4],&g_320[4],&g_320[4]},{(void*)0,&g_320[4],(void*)0,&g_320[4],&g_320[4],&g_320[5]},{(void*)0,&g_320[4],&g_320[4],&g_320[4],&g_320[4],(void*)0},{(void*)0,&g_320[4],&g_320[5],&g_320[4],&g_320[4],&g_320[4]}};
                        int i, j;
                        l_1011--;
                        if (l_503)
                            goto lbl_692;
                        (**g_731) ^= (((**l_954) = (safe_lshift_func_int16_t_s_u(((p_26 , &g_305) == (l_1018 = &g_305)), 9))) < (safe_sub_func_int64_t_s_s(l_1021, 0x1BC4FC846779C00CLL)));
                    }
                    if ((**g_731))
                        break;
                }
                else
                { /* block id: 455 */
                    volatile uint32_t ** volatile ***l_1022 = (void*)0;
                    (*g_1024) = (*g_830);
                    for (g_123 = 0; g_123 < 3; g_123 += 1)
                    {
                        g_871[g_123] = 0x96F8A388L;
                    }
                }
            }
        }
        (*l_127) = ((((safe_rshift_func_int8_t_s_s((((safe_lshift_func_int16_t_s_u(0x3E22L, (&p_26 == g_1029))) || (((**l_127) = 0x9CFAL) || (safe_sub_func_uint32_t_u_u((l_1033 | 1L), (((((void*)0 == &l_367) , ((**l_127) < p_25)) | l_1034) > p_25))))) >= (*g_114)), 6)) , 0x94L) || p_25) , (*l_127));
        return (*l_128);
    }
    return p_26;
}


/* ------------------------------------------ */
/* 
 * reads : g_40
 * writes:
 */
static int8_t  func_33(int32_t * p_34)
{ /* block id: 21 */
    int32_t *l_62[2][9] = {{&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_44,&g_44,&g_40[0],&g_40[0]},{&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_40[0],&g_44,&g_44,&g_40[0],&g_40[0]}};
    int32_t **l_61 = &l_62[0][0];
    int i, j;
    (*l_61) = (void*)0;
    return g_40[0];
}


/* ------------------------------------------ */
/* 
 * reads : g_40 g_57
 * writes: g_40 g_57
 */
static const uint32_t  func_38(const uint16_t  p_39)
{ /* block id: 13 */
    int8_t l_54 = 0x31L;
    int32_t l_55 = 0x5392614FL;
    int32_t l_56 = (-1L);
    for (g_40[0] = 3; (g_40[0] == (-8)); g_40[0] = safe_sub_func_uint32_t_u_u(g_40[0], 1))
    { /* block id: 16 */
        int32_t *l_43 = &g_44;
        int32_t *l_45 = &g_44;
        int32_t *l_46 = &g_44;
        int32_t *l_47 = &g_44;
        int32_t *l_48 = &g_44;
        int32_t *l_49 = &g_44;
        int32_t *l_50 = &g_44;
        int32_t *l_51 = &g_44;
        int32_t *l_52 = &g_44;
        int32_t *l_53[4][3][9] = {{{&g_40[0],&g_40[0],&g_44,(void*)0,&g_40[0],&g_44,&g_44,&g_40[0],(void*)0},{&g_40[0],&g_40[0],&g_40[0],(void*)0,(void*)0,&g_40[0],&g_44,(void*)0,&g_44},{&g_40[0],(void*)0,&g_44,(void*)0,&g_40[0],&g_40[0],&g_44,&g_40[0],&g_44}},{{&g_40[0],&g_40[0],&g_44,(void*)0,&g_40[0],&g_44,&g_44,&g_40[0],(void*)0},{&g_40[0],&g_40[0],&g_40[0],(void*)0,(void*)0,&g_40[0],&g_44,(void*)0,&g_44},{&g_40[0],(void*)0,&g_44,(void*)0,&g_40[0],&g_40[0],&g_44,&g_40[0],&g_44}},{{&g_40[0],&g_40[0],&g_44,(void*)0,&g_40[0],&g_44,&g_44,&g_40[0],(void*)0},{&g_40[0],&g_40[0],&g_40[0],(void*)0,(void*)0,&g_40[0],&g_44,(void*)0,&g_44},{&g_40[0],(void*)0,&g_44,(void*)0,&g_40[0],&g_40[0],&g_44,&g_40[0],&g_44}},{{&g_40[0],&g_40[0],&g_44,(void*)0,&g_40[0],&g_44,&g_44,&g_40[0],(void*)0},{&g_40[0],&g_40[0],&g_40[0],(void*)0,(void*)0,&g_40[0],&g_44,(void*)0,&g_44},{&g_40[0],(void*)0,&g_44,(void*)0,&g_40[0],&g_40[0],&g_44,&g_40[0],&g_44}}};
        int i, j, k;
        if (g_40[0])
            break;
        ++g_57;
    }
    return p_39;
}


/* ------------------------------------------ */
/* 
 * reads : g_73 g_27 g_44 g_29 g_84
 * writes: g_40
 */
static int32_t * func_66(int32_t  p_67, uint32_t  p_68)
{ /* block id: 34 */
    const int32_t l_79 = (-8L);
    (*g_84) = ((safe_sub_func_int32_t_s_s(0xA918CA73L, (safe_lshift_func_int16_t_s_u((g_73 == (void*)0), (safe_mod_func_int64_t_s_s((((((safe_unary_minus_func_int64_t_s((((p_68 < (l_79 , (p_68 , (~(safe_rshift_func_uint8_t_u_s(((p_68 && l_79) | ((((0x2380L & g_27) | 0L) != 1UL) || l_79)), 5)))))) >= p_67) & 2UL))) && g_44) < 0L) ^ l_79) , g_29[0][1]), (-1L))))))) <= 0x892EBBAE6652566ALL);
    return &g_40[0];
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_3[i], "g_3[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_27, "g_27", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_29[i][j], "g_29[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_40[i], "g_40[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_44, "g_44", print_hash_value);
    transparent_crc(g_57, "g_57", print_hash_value);
    transparent_crc(g_89, "g_89", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_99[i][j], "g_99[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_105, "g_105", print_hash_value);
    transparent_crc(g_115, "g_115", print_hash_value);
    transparent_crc(g_121, "g_121", print_hash_value);
    transparent_crc(g_123, "g_123", print_hash_value);
    transparent_crc(g_137, "g_137", print_hash_value);
    transparent_crc(g_155, "g_155", print_hash_value);
    transparent_crc(g_159, "g_159", print_hash_value);
    transparent_crc(g_187, "g_187", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_202[i], "g_202[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_204, "g_204", print_hash_value);
    transparent_crc(g_207, "g_207", print_hash_value);
    transparent_crc(g_238, "g_238", print_hash_value);
    transparent_crc(g_351, "g_351", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_357[i], "g_357[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_420, "g_420", print_hash_value);
    transparent_crc(g_603, "g_603", print_hash_value);
    transparent_crc(g_768, "g_768", print_hash_value);
    transparent_crc(g_771, "g_771", print_hash_value);
    transparent_crc(g_829, "g_829", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_871[i], "g_871[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1030, "g_1030", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_1112[i], "g_1112[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1476, "g_1476", print_hash_value);
    transparent_crc(g_1568, "g_1568", print_hash_value);
    transparent_crc(g_1649, "g_1649", print_hash_value);
    transparent_crc(g_1806, "g_1806", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_1890[i], "g_1890[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1910, "g_1910", print_hash_value);
    transparent_crc(g_1993, "g_1993", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_2101[i][j][k], "g_2101[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_2383, "g_2383", print_hash_value);
    transparent_crc(g_2465, "g_2465", print_hash_value);
    transparent_crc(g_2547, "g_2547", print_hash_value);
    transparent_crc(g_2728, "g_2728", print_hash_value);
    transparent_crc(g_3518, "g_3518", print_hash_value);
    transparent_crc(g_3666, "g_3666", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_4001[i][j][k], "g_4001[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_4058, "g_4058", print_hash_value);
    transparent_crc(g_4322, "g_4322", print_hash_value);
    transparent_crc(g_4456, "g_4456", print_hash_value);
    transparent_crc(g_4499, "g_4499", print_hash_value);
    transparent_crc(g_4517, "g_4517", print_hash_value);
    transparent_crc(g_4749, "g_4749", print_hash_value);
    transparent_crc(g_9001, "g_9001", print_hash_value);
    transparent_crc(g_9002, "g_9002", print_hash_value);
    transparent_crc(g_9004, "g_9004", print_hash_value);
    transparent_crc(g_9006, "g_9006", print_hash_value);
    transparent_crc(g_9007, "g_9007", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 1105
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 0
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 0
breakdown:
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 0
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 0

XXX max expression depth: 49
breakdown:
   depth: 1, occurrence: 142
   depth: 2, occurrence: 45
   depth: 3, occurrence: 4
   depth: 4, occurrence: 4
   depth: 5, occurrence: 1
   depth: 6, occurrence: 2
   depth: 7, occurrence: 1
   depth: 8, occurrence: 1
   depth: 9, occurrence: 2
   depth: 14, occurrence: 2
   depth: 15, occurrence: 2
   depth: 16, occurrence: 3
   depth: 17, occurrence: 1
   depth: 18, occurrence: 1
   depth: 19, occurrence: 1
   depth: 20, occurrence: 2
   depth: 21, occurrence: 1
   depth: 22, occurrence: 3
   depth: 23, occurrence: 2
   depth: 25, occurrence: 1
   depth: 26, occurrence: 2
   depth: 29, occurrence: 1
   depth: 32, occurrence: 1
   depth: 34, occurrence: 1
   depth: 37, occurrence: 1
   depth: 49, occurrence: 1

XXX total number of pointers: 908

XXX times a variable address is taken: 2446
XXX times a pointer is dereferenced on RHS: 810
breakdown:
   depth: 1, occurrence: 465
   depth: 2, occurrence: 108
   depth: 3, occurrence: 169
   depth: 4, occurrence: 62
   depth: 5, occurrence: 6
XXX times a pointer is dereferenced on LHS: 689
breakdown:
   depth: 1, occurrence: 507
   depth: 2, occurrence: 101
   depth: 3, occurrence: 51
   depth: 4, occurrence: 26
   depth: 5, occurrence: 4
XXX times a pointer is compared with null: 104
XXX times a pointer is compared with address of another variable: 26
XXX times a pointer is compared with another pointer: 31
XXX times a pointer is qualified to be dereferenced: 15158

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 2147
   level: 2, occurrence: 695
   level: 3, occurrence: 631
   level: 4, occurrence: 406
   level: 5, occurrence: 110
XXX number of pointers point to pointers: 482
XXX number of pointers point to scalars: 426
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 28.1
XXX average alias set size: 1.39

XXX times a non-volatile is read: 4767
XXX times a non-volatile is write: 2215
XXX times a volatile is read: 191
XXX    times read thru a pointer: 51
XXX times a volatile is write: 48
XXX    times written thru a pointer: 12
XXX times a volatile is available for access: 3.05e+03
XXX percentage of non-volatile access: 96.7

XXX forward jumps: 1
XXX backward jumps: 19

XXX stmts: 159
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 28
   depth: 1, occurrence: 19
   depth: 2, occurrence: 15
   depth: 3, occurrence: 26
   depth: 4, occurrence: 31
   depth: 5, occurrence: 40

XXX percentage a fresh-made variable is used: 15.2
XXX percentage an existing variable is used: 84.8
********************* end of statistics **********************/

