//! Login and setup throttling: after a few failures for one name from one address, or from one
//! address, each further try must wait, twice as long after every failure (issue 13). Never by
//! name alone: anyone could then hold the director up by typing the director's name (issue
//! 21). A browser the person has logged in with before (a device cookie, `db::logins`) is
//! counted under its cookie only, so no one else's failures can hold it up. Kept in memory: a
//! restart forgets it, which costs a guesser a restart of the server they cannot cause.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// Failures allowed for one name from one address (or one known browser) before it must wait.
pub const FREE_PER_NAME: u32 = 5;
/// Failures allowed from one address (a club's wifi may hold several directors mistyping).
pub const FREE_PER_ADDRESS: u32 = 20;
/// The first wait; each further failure doubles it, up to [`LONGEST`].
const FIRST: Duration = Duration::from_secs(1);
const LONGEST: Duration = Duration::from_secs(15 * 60);
/// Past this many remembered keys, those no longer waiting are forgotten.
const REMEMBERED: usize = 10_000;

#[derive(Default)]
pub struct Throttle {
    keys: Mutex<HashMap<String, Record>>,
}

#[derive(Clone, Copy)]
struct Record {
    failures: u32,
    until: Instant,
}

/// What a try is counted under: a name, or an address, and how many failures each allows.
pub struct Keys(Vec<(String, u32)>);

impl Keys {
    /// A login's keys from a browser not known for this name: the name (as typed,
    /// case-folded) from this address, and the address.
    pub fn login(name: &str, address: &str) -> Keys {
        Keys(vec![
            (
                format!("name:{}|{address}", name.trim().to_lowercase()),
                FREE_PER_NAME,
            ),
            (format!("addr:{address}"), FREE_PER_ADDRESS),
        ])
    }
    /// A login's key from a browser that has logged in as this name before: its device
    /// cookie's digest alone (a stolen cookie still guesses slowly).
    pub fn device(digest: &str) -> Keys {
        Keys(vec![(format!("device:{digest}"), FREE_PER_NAME)])
    }
    /// A setup link's key: only the address (there is no name yet).
    pub fn setup(address: &str) -> Keys {
        Keys(vec![(format!("setup:{address}"), FREE_PER_NAME)])
    }
}

impl Throttle {
    /// How long the caller must still wait before trying, if at all.
    pub fn wait(&self, keys: &Keys) -> Option<Duration> {
        let now = Instant::now();
        let seen = self.keys.lock().unwrap_or_else(PoisonError::into_inner);
        keys.0
            .iter()
            .filter_map(|(k, _)| seen.get(k))
            .filter(|r| r.until > now)
            .map(|r| r.until - now)
            .max()
    }

    /// Counts a failed try; past the free ones, the next must wait twice as long as the last.
    pub fn failed(&self, keys: &Keys) {
        let now = Instant::now();
        let mut seen = self.keys.lock().unwrap_or_else(PoisonError::into_inner);
        if seen.len() >= REMEMBERED {
            seen.retain(|_, r| r.until > now);
            if seen.len() >= REMEMBERED {
                seen.clear();
            }
        }
        for (key, free) in &keys.0 {
            let record = seen.entry(key.clone()).or_insert(Record {
                failures: 0,
                until: now,
            });
            record.failures += 1;
            if record.failures >= *free {
                let doublings = (record.failures - free).min(20);
                let wait = FIRST.saturating_mul(1 << doublings).min(LONGEST);
                record.until = now + wait;
            }
        }
    }

    /// A success forgets the failures counted under its keys.
    pub fn succeeded(&self, keys: &Keys) {
        let mut seen = self.keys.lock().unwrap_or_else(PoisonError::into_inner);
        for (key, _) in &keys.0 {
            seen.remove(key);
        }
    }
}

/// Whole seconds to wait, rounded up, for the page and the `Retry-After` header.
pub fn seconds(wait: Duration) -> u64 {
    wait.as_secs() + u64::from(wait.subsec_nanos() > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_start_after_the_free_tries_and_double() {
        let throttle = Throttle::default();
        let keys = Keys::login("Director", "10.0.0.1");
        for _ in 0..FREE_PER_NAME - 1 {
            throttle.failed(&keys);
            assert!(throttle.wait(&keys).is_none());
        }
        throttle.failed(&keys);
        let first = throttle.wait(&keys).expect("waiting");
        assert!(first <= FIRST);
        throttle.failed(&keys);
        let second = throttle.wait(&keys).expect("waiting");
        assert!(second > first && second <= 2 * FIRST);
        // Another name from another address is not held up, nor the same name from elsewhere,
        // nor a browser that has logged in as it before.
        assert!(throttle.wait(&Keys::login("Other", "10.0.0.2")).is_none());
        assert!(
            throttle
                .wait(&Keys::login(" director ", "10.0.0.2"))
                .is_none()
        );
        assert!(throttle.wait(&Keys::device("abc")).is_none());
        // The same name from the same address is, however it is typed.
        assert!(
            throttle
                .wait(&Keys::login(" director ", "10.0.0.1"))
                .is_some()
        );
        throttle.succeeded(&keys);
        assert!(throttle.wait(&keys).is_none());
    }
}
