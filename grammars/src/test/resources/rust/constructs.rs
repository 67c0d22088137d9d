// Every construct the Rust grammar covers, in one file that must parse (RustGrammarTest).
// Written for this test: it only needs to be syntactically valid (it includes a few 2015-edition
// and unstable forms: anonymous trait-method parameters, generators, try blocks, macros 2.0).
#![allow(dead_code)]
#![cfg_attr(feature = "nightly", feature(never_type))]
//! crate docs
/*! inner block doc */
/* outer /* nested /* twice */ */ still comment */
/// doc
/** block doc */
extern crate alloc;
extern crate std as stdlib;
pub extern crate self as me;
use std::collections::{HashMap, hash_map::{self, Entry}, *};
use ::core::fmt::{self as f, Debug as _};
use super::*;
use crate::{a::b, c};
pub(crate) use self::inner::Thing;
pub(in crate::a) mod inner { pub struct Thing; }
mod decl;
unsafe extern "C" {
    pub fn printf(fmt: *const u8, ...) -> i32;
    static mut errno: i32;
    type Opaque;
}
extern {
    fn abort() -> !;
}
extern "system" fn callback(x: u32) {}
pub const unsafe extern "C" fn ffi() {}
pub async unsafe fn au() {}
const _: () = ();
const N: usize = 1 << 4;
static mut COUNTER: u32 = 0;
static NAME: &'static str = "x";
type Alias<T> = Vec<T>;
type Bounded<T: Clone> where T: Copy = T;
struct Unit;
struct Tuple(pub u8, pub(crate) String, Vec<u8>);
struct Gen<'a, T: 'a + ?Sized, const M: usize = 3> where T: Debug { r: &'a T, arr: [u8; M], }
#[derive(Debug, Clone)]
#[repr(C, align(8))]
pub enum E<T> {
    A,
    B(T, u8),
    C { x: i32, #[doc = "y"] y: T },
    D = 5,
}
#[repr(u8)] enum Disc { X = 1, Y = 1 + 1, }
union U { a: u32, b: f32 }
pub unsafe trait Tr<'a, T>: Sized + Send + 'a where Self: Clone {
    type Item: Debug + ?Sized;
    type Gat<'b> where Self: 'b;
    const C: u32;
    const D: u32 = 3;
    fn req(&self) -> u8;
    fn prov(&mut self, x: u8) -> Option<u8> { Some(x) }
    fn anon(u8, &str);
    async fn af(&self);
    unsafe fn us(self: Box<Self>);
    fn gen<U>(self, u: U) -> impl Iterator<Item = U> + 'a where U: 'static;
}
auto trait Au {}
impl<'a, T> Tr<'a, T> for Gen<'a, T, 3> where T: Debug + Clone {
    type Item = u8;
    const C: u32 = 1;
    default fn req(&self) -> u8 { 0 }
    fn gen<U>(self, u: U) -> impl Iterator<Item = U> + 'a where U: 'static { std::iter::once(u) }
}
impl<T> !Send for Gen<'_, T> {}
impl dyn Tr<'static, u8> {}
unsafe impl Send for U {}
impl<const N: usize> Foo<N> {}
impl Foo<{ N + 1 }> {}
impl Foo<-1> {}
fn hr<F>(f: F) where for<'a> F: Fn(&'a u8) -> &'a u8 {}
fn bounds<T: for<'a> Trait<'a> + ?Sized, U>(x: &dyn for<'a> Fn(&'a ()), y: impl Fn() -> u8 + Send) {}
fn ptrs(a: *const u8, b: *mut *mut u8, c: &&mut [u8], d: fn(u8) -> u8, e: unsafe extern "C" fn(i32, ...) -> i32, f: !, g: (), h: (u8,), i: <T as Iterator>::Item, j: [[u8; 2]; 3]) {}
fn ret() -> Result<Vec<Vec<u8>>, Box<dyn std::error::Error + Send + Sync>> { Ok(vec![]) }
fn r#match(r#type: u8) -> u8 { r#type }
macro_rules! m {
    () => {};
    ($x:expr, $($y:tt)*) => { $x + m!($($y)*) };
    [$a:ident] => [ stringify!($a) ];
}
macro_rules! paren ( ($x:expr) => ($x) );
m!(1, 2);
m![3];
m! { 4 }
lazy_static::lazy_static! { static ref X: u8 = 1; }
fn exprs() {
    let a = 1 + 2 * 3 - 4 / 5 % 6;
    let b = a << 2 >> 1;
    let c = a & b | c ^ d;
    let d = a == b && c != d || e < f && g > h || i <= j && k >= l;
    let e = -a as i64 as u8;
    let f = !*&mut x;
    let g = &&x;
    let mut h = 0u8;
    h += 1; h -= 1; h *= 2; h /= 2; h %= 3; h &= 1; h |= 2; h ^= 3; h <<= 1; h >>= 1;
    let r = 0..10; let r = ..; let r = ..5; let r = 2..; let r = 1..=5; let r = ..=5;
    let t = (1,); let t = (1, 2.0, 'c', b'x', "s", b"bytes", r"raw", r#"raw "quoted""#, br##"x"#y"##, 1e10, 2.5E-3f64, 0xFF_u8, 0o77, 0b1010, 1_000i64, 1.);
    let ch = ['a', '\n', '\'', '\\', '\x7f', '\u{1F600}', '"', '😀'];
    let arr = [0u8; 16];
    let x = t.0 .1; let y = t.0.1; let z = t.0;
    let v: Vec<_> = (0..10).map(|x| x * 2).filter(|&x| x > 3).collect::<Vec<_>>();
    let s = String::from("x").len();
    let q = <Vec<u8>>::new(); let q2 = <T as Default>::default(); let q3 = Vec::<u8>::with_capacity(3);
    let cl = |a: u8, b| -> u8 { a + b };
    let cl2 = move || x;
    let cl3 = async move { x.await };
    let cl4 = || {};
    let p = Point { x: 1, y, ..Default::default() };
    let p2 = Point { 0: 1, 1: 2 };
    let u = Unit {};
    let n = Self::CONST;
    let idx = arr[i][j];
    let call = f(a)(b);
    let m = x.method::<u8>(1).field.0?;
    let res = foo()?.bar()?;
    let aw = fut.await?;
    let l = 'outer: loop { break 'outer 5; };
    let lb = 'blk: { if c { break 'blk 1; } 2 };
    let un = unsafe { *ptr };
    let cb = const { 1 + 2 };
    let ife = if a { 1 } else if b { 2 } else { 3 };
    let ifl = if let Some(x) = opt { x } else { 0 };
    let m2 = match x { _ => 0 };
    let Some(v) = opt else { return; };
    let (a, b): (u8, u8) = (1, 2);
    let [first, .., last] = arr;
    let _ = x;
    _ = x;
    (a, b) = (b, a);
    [a, b] = [b, a];
    Point { x, .. } = p;
    x = y = z;
    *ptr = 5;
    *self.count += 1;
    -1;
    !true;
    &x;
    return;
}
fn stmts() -> u8 {
    if a { b(); }
    *ptr = 1;
    match x { A => {} B => {} }
    (a, b) = f();
    unsafe { ptr.write(1) };
    loop { break; }
    while i < 10 { i += 1; continue; }
    while let Some(x) = stack.pop() { }
    'a: for i in 0..n { for j in 0..m { continue 'a; } }
    for (i, x) in v.iter().enumerate() {}
    for _ in xs {}
    match self { Self::A => 1, Self::B(x) if x > 0 => 2, _ => 3 }.into()
}
fn tail_unsafe() -> u8 { unsafe { f() } }
fn tail_match() -> u8 { match x { _ => 1 }.max(2) }
fn tail_bin() -> bool { a == b && match c { _ => true } }
fn tail_block() -> u8 { { 1 } }
fn tail_async() { async { 1 }; }
fn struct_cond() {
    if x == Foo::Bar { }
    if let Foo { a, .. } = f { }
    match (Foo { a: 1 }) { Foo { a } => {} }
    for x in (Foo { a: 1 }).iter() {}
    if a { b } else { c }
    if x.y { }
    while running {}
    match s { Foo { a: 1, b: ref c, .. } => {}, _ => {} }
}
fn patterns(x: u8) {
    match x {
        0 => {}
        1 | 2 => {}
        | 3 | 4 => {}
        5..=9 => {}
        10..20 => {}
        21.. => {}
        ..=0 => {}
        'a'..='z' => {}
        b'0'...b'9' => {}
        -5..=-1 => {}
        n @ 100..=200 => {}
        n @ (1 | 2) => {}
        ref r => {}
        ref mut r => {}
        mut m => {}
        Some(ref x) if x > 0 => {}
        Some(Some(_)) | None => {}
        (a, b, ..) => {}
        (.., z) => {}
        [a, b, rest @ ..] => {}
        [] => {}
        &[x, y] => {}
        &&x => {}
        &mut y => {}
        Point { x: 0, y, .. } => {}
        Point { x: ref a, y: mut b } => {}
        E::V { 0: a } => {}
        <T as Tr>::C => {}
        crate::CONST => {}
        ::std::u8::MAX => {}
        m!(x) => {}
        "str" => {}
        true | false => {}
        -1 => {}
        1.5 => {}
        _ => {}
    }
    let f = |(a, b): (u8, u8), &c: &u8, [d, e]: [u8; 2]| a;
    if let Some(x) | Some(x) = y {}
    fn param((a, b): (u8, u8), mut c: u8, _: u8, Point { x, .. }: Point) {}
}
fn lifetimes<'a, 'b: 'a, T>(x: &'a T, y: &'b str) -> &'a T where 'b: 'a, T: 'a {
    let c = 'c'; let lt: &'static str = "s"; let q = '\''; let u = '_';
    x
}
fn macros() {
    println!("{} {}", a, b);
    vec![1, 2, 3];
    let v = vec![0; 10];
    assert_eq!(a, b, "msg {}", c);
    thread_local! { static T: u8 = 0; }
    let t: m!() = m!{};
    let x = format!("{x:?}");
    m! { weird tokens => $ # @ ~ ? : :: ; }
    x.0.await;
    write!(f, "x")?;
    try!(foo());
}
async fn asy() -> u8 {
    let f = async { 1 };
    let g = async move || 2;
    f.await + g().await
}
fn turbofish() { let x = "1".parse::<u8>().unwrap(); let y = iter.collect::<HashMap<_, _>>(); let z = size_of::<[u8; 4]>(); let w = f::<'static, u8, 3>(); }
fn casts() { let a = x as usize; let b = p as *const u8 as *mut c_void; let c = &x as &dyn Any; let d = f as fn(u8) -> u8; let e = x as <T as Tr>::Out; if (x as usize) < y {} let g = x as u8 + 1; let h = &mut *(arg as *mut &mut dyn FnMut(&super::Frame) -> bool); }
fn closures() { let a = |x| x + 1; let b = |x: u8| -> u8 { x }; let c = move |x| { x }; xs.iter().for_each(|x| println!("{}", x)); let d = |_| (); let e = || -> Result<(), E> { Ok(()) }; let f = |&(a, b)| a; }
impl Foo { pub const fn new() -> Self { Self { a: 0 } } fn s(&'a mut self) {} fn t(mut self) {} fn u(self: &Self) {} }
fn generics<T, U = u8, const N: usize>() where T: Iterator<Item: Clone>, U: Fn(u8) -> u8, for<'a> &'a T: IntoIterator<Item = &'a u8>, Vec<T>: Clone {}
fn shift_in_generics() -> Vec<Vec<Vec<u8>>> { let x: Vec<Vec<u8>> = vec![]; let y = a >> b; let z = c >>= d; z }
#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    #[should_panic(expected = "boom")]
    fn t() { assert!(true); }
}
#[rustfmt::skip]
fn attrs(#[allow(unused)] x: u8) {
    #[allow(unused)] let y = 1;
    #[cfg(feature = "x")] { }
    #[inline] fn inner() {}
    let s = S { #[cfg(x)] a: 1 };
    match x { #[cfg(x)] _ => {} }
    #[allow(deprecated)]
    f.write_str(self.description())
}
fn raw() { let p = &raw const x; let q = &raw mut y; let raw = 1; let r = &raw; let s = &mut raw; }
fn unicode() { let café = 1; let 变量 = café; let x = 'é'; let l: &'ß str = "ü"; }
fn misc() {
    let t = unsafe { self.as_mut().get_unchecked_mut() }.initial_deadline = None;
    self != &Label::None && !match self { _ => false }
}
trait Alias<T> = Iterator<Item = T> + Send where T: Clone;
pub macro m($x:expr) { $x }
macro n { ($a:ident) => { $a }, }
fn gen() {
    let g = || { yield 1; yield; };
    let t: Result<u8, E> = try { f()? };
    let b = box 5;
    if let Some(x) = a && let Some(y) = b && x > y {}
    while let Some(x) = it.next() && x > 0 {}
    let c = for<'a> |x: &'a u8| -> &'a u8 { x };
    try!(foo());
    let r#try = 1;
}
