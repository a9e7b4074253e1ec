//! The search that found `BALANCED` (run by hand: `cargo test --lib movement::howell::search --
//! --ignored --nocapture`; it prints the constant). Kept so the tables can be found again.
//!
//! With n = 2T − 1 and the stationary pair ∞, board set 0 is played at table k by the residues
//! −u_k and −v_k (u_k = c_k − x_k, v_k = c_k − y_k) and at the stationary table by ∞ and −z
//! (z = its set offset). Let A = {u_k} be the residues on ∞'s side, B the others (z among them).
//! Two pairs whose residues differ by d sit the same way on 1 + 2·m_A(d) sets, where m_A(d)
//! counts the ordered couples of A differing by d (B is A's complement); ∞ sits the same way as
//! each other pair T − 1 times. So the movement is balanced exactly when A is a cyclic
//! difference set (n, T − 1, (T − 2)/2), which needs T even (the quadratic residues of a prime
//! n ≡ 3 mod 4, or Singer's set for n = 15); otherwise the best is m_A taking two neighbouring
//! values: every two pairs compared T − 2 to T times; at 14 tables (no difference set mod 27 is
//! known, and m_A averages a whole number) three: 11 to 15 times.
//!
//! The search: (1) A of T − 1 residues whose differences are as even as can be (the quadratic
//! residues when n is prime, else a local search); (2) a pairing of A with B \ {z} whose
//! differences ±(v − u) are every non-zero residue once (every two pairs meet once), with set
//! offsets c_k, distinct and apart from z (no set at two tables; from 4 tables), such that the
//! pair residues c_k − u_k, c_k − v_k and 0 are all distinct (nobody at two tables). With 2 or 3
//! tables every table plays the round's set (c_k = z).

use super::{MAX_TABLES, MIN_TABLES};

/// A small deterministic generator (xorshift), so that a run prints the same tables.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = (self.next() % (i as u64 + 1)) as usize;
            v.swap(i, j);
        }
    }
}

/// m_A(d) for every d (index 0 unused).
fn differences(a: &[u32], n: u32) -> Vec<u32> {
    let mut m = vec![0; n as usize];
    for &x in a {
        for &y in a {
            if x != y {
                m[((y + n - x) % n) as usize] += 1;
            }
        }
    }
    m
}

fn spread(a: &[u32], n: u32) -> u32 {
    let m = differences(a, n);
    let m = &m[1..];
    m.iter().max().unwrap() - m.iter().min().unwrap()
}

fn is_prime(n: u32) -> bool {
    n >= 2
        && (2..n)
            .take_while(|d| d * d <= n)
            .all(|d| !n.is_multiple_of(d))
}

/// T − 1 residues modulo n = 2T − 1 with differences as even as can be.
fn side_of_stationary(t: u32, rng: &mut Rng) -> Vec<u32> {
    let n = 2 * t - 1;
    if is_prime(n) {
        let mut qr: Vec<u32> = (1..n).map(|x| x * x % n).collect();
        qr.sort_unstable();
        qr.dedup();
        return qr;
    }
    // Local search: swap one member for one non-member while the spread (then the sum of
    // squares) does not grow.
    let cost = |a: &[u32]| {
        let m = differences(a, n);
        let s = spread(a, n);
        (s, m[1..].iter().map(|&x| x * x).sum::<u32>())
    };
    // m_A averages (T − 2)/2: for odd T, two neighbouring values; for even T a whole number,
    // so without a difference set (none is known mod 27) the next best is three values.
    let best_possible = match (t % 2, n) {
        (1, _) => 1,
        (_, 27) => 2,
        _ => 0,
    };
    loop {
        let mut all: Vec<u32> = (0..n).collect();
        rng.shuffle(&mut all);
        let mut a: Vec<u32> = all[..(t - 1) as usize].to_vec();
        let mut c = cost(&a);
        for _ in 0..20_000 {
            if c.0 <= best_possible {
                a.sort_unstable();
                return a;
            }
            let i = (rng.next() % a.len() as u64) as usize;
            let y = (rng.next() % u64::from(n)) as u32;
            if a.contains(&y) {
                continue;
            }
            let old = a[i];
            a[i] = y;
            let c2 = cost(&a);
            if c2 <= c {
                c = c2;
            } else {
                a[i] = old;
            }
        }
    }
}

struct Search {
    n: u32,
    shared: bool,
    a: Vec<u32>,
    z: u32,
    b_free: u64,
    diff_used: u64,
    c_used: u64,
    x_used: u64,
    out: Vec<(u32, u32, u32)>,
    nodes: u32,
}

impl Search {
    fn go(&mut self, i: usize, rng: &mut Rng) -> bool {
        self.nodes += 1;
        if self.nodes > 200_000 {
            return false;
        }
        if i == self.a.len() {
            return true;
        }
        let n = self.n;
        let u = self.a[i];
        let mut vs: Vec<u32> = (0..n).filter(|v| self.b_free >> v & 1 == 1).collect();
        rng.shuffle(&mut vs);
        for v in vs {
            let d = (v + n - u) % n;
            if self.diff_used >> d & 1 == 1 {
                continue;
            }
            let mut cs: Vec<u32> = if self.shared {
                vec![self.z]
            } else {
                (0..n).filter(|c| self.c_used >> c & 1 == 0).collect()
            };
            rng.shuffle(&mut cs);
            for c in cs {
                let (x, y) = ((c + n - u) % n, (c + n - v) % n);
                if self.x_used >> x & 1 == 1 || self.x_used >> y & 1 == 1 {
                    continue;
                }
                let diff = 1u64 << d | 1u64 << (n - d);
                let mark = (1u64 << v, diff, 1u64 << c, 1u64 << x | 1u64 << y);
                self.b_free ^= mark.0;
                self.diff_used ^= mark.1;
                if !self.shared {
                    self.c_used ^= mark.2;
                }
                self.x_used ^= mark.3;
                self.out.push((c, x, y));
                if self.go(i + 1, rng) {
                    return true;
                }
                self.out.pop();
                self.b_free ^= mark.0;
                self.diff_used ^= mark.1;
                if !self.shared {
                    self.c_used ^= mark.2;
                }
                self.x_used ^= mark.3;
            }
        }
        false
    }
}

/// The layout for `t` tables: (c, N-S residue, E-W residue) per table, the stationary table
/// last as (0, n, 0) (∞ sits N-S).
fn layout(t: u32, rng: &mut Rng) -> Vec<(u32, u32, u32)> {
    let n = 2 * t - 1;
    let shared = t < 4;
    loop {
        let a = side_of_stationary(t, rng);
        let b: Vec<u32> = (0..n).filter(|x| !a.contains(x)).collect();
        for _ in 0..20 {
            let z = b[(rng.next() % b.len() as u64) as usize];
            let mut s = Search {
                n,
                shared,
                a: a.clone(),
                z,
                b_free: b.iter().filter(|&&x| x != z).fold(0, |m, &x| m | 1 << x),
                diff_used: 0,
                c_used: 1 << z,
                x_used: 1,
                out: Vec::new(),
                nodes: 0,
            };
            if s.go(0, rng) {
                // Sets renumbered so the stationary table starts with the first (a shift of
                // every offset changes nothing else).
                let mut out: Vec<_> = s
                    .out
                    .iter()
                    .map(|&(c, x, y)| ((c + n - z) % n, x, y))
                    .collect();
                out.sort_by_key(|&(_, x, y)| x.min(y));
                out.push((0, n, 0));
                return out;
            }
        }
    }
}

#[test]
#[ignore = "the search behind BALANCED; run by hand"]
fn search_balanced_layouts() {
    let mut rng = Rng(0x5eed_40e1);
    for t in MIN_TABLES..=MAX_TABLES {
        let l = layout(t, &mut rng);
        let line: Vec<String> = l
            .iter()
            .map(|(c, x, y)| format!("({c}, {x}, {y})"))
            .collect();
        println!("    &[{}],", line.join(", "));
    }
}
