//! Rendered pages kept until the next write to the database.
//!
//! A standings page for a hundred tables takes milliseconds to compute and render, and on a club
//! night every phone in the room reloads it between rounds; the data behind it changes only
//! when a result is written. So a rendered page is kept with the database's write generation and
//! served again until that moves on.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use actix_web::web::Bytes;

/// How many pages are kept; past it the store starts afresh (pages are cheap to remake).
const CAPACITY: usize = 256;

/// Pages are kept as `Bytes`, the body type the server sends: a kept page is answered by a
/// reference to it, not a copy (the largest, an event's results as JSON, is some 17 MB).
#[derive(Default)]
pub struct Pages {
    kept: Mutex<HashMap<String, (u64, Bytes)>>,
}

impl Pages {
    /// The page stored under `key` if it was made at `generation`.
    pub fn get(&self, key: &str, generation: u64) -> Option<Bytes> {
        // A page saying what was just saved is this person's alone, made afresh.
        if super::flash::showing() {
            return None;
        }
        let kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        kept.get(key)
            .filter(|(g, _)| *g == generation)
            .map(|(_, page)| page.clone())
    }

    /// [`Pages::get`] as text, for a page answered as HTML (kept pages are always UTF-8: only
    /// text is put).
    pub fn get_text(&self, key: &str, generation: u64) -> Option<String> {
        self.get(key, generation)
            .map(|b| String::from_utf8_lossy(&b).into_owned())
    }

    pub fn put(&self, key: String, generation: u64, page: impl Into<Bytes>) {
        if super::flash::showing() {
            return;
        }
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        if kept.len() >= CAPACITY && !kept.contains_key(&key) {
            kept.clear();
        }
        kept.insert(key, (generation, page.into()));
    }
}

/// How many events' loaded data are kept (each is some megabytes at the largest shape).
const EVENTS: usize = 8;

/// Data kept by id until the next write: an event's results with the standings computed from
/// them, which the event's standings, board, card, CSV and API pages all need. At the largest
/// shape (36,000 results) computing them took most of each of those pages' time.
pub struct Kept<V> {
    kept: Mutex<HashMap<i64, (u64, Arc<V>)>>,
}

impl<V> Default for Kept<V> {
    fn default() -> Self {
        Self {
            kept: Mutex::default(),
        }
    }
}

impl<V> Kept<V> {
    /// The value kept for `id` if it was made at `generation`.
    pub fn get(&self, id: i64, generation: u64) -> Option<Arc<V>> {
        let kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        kept.get(&id)
            .filter(|(g, _)| *g == generation)
            .map(|(_, v)| Arc::clone(v))
    }

    pub fn put(&self, id: i64, generation: u64, value: Arc<V>) {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        // Values of older generations are never served again: drop them first.
        kept.retain(|_, (g, _)| *g == generation);
        if kept.len() >= EVENTS && !kept.contains_key(&id) {
            kept.clear();
        }
        kept.insert(id, (generation, value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_served_only_at_its_generation() {
        let pages = Pages::default();
        pages.put("a".into(), 3, "page");
        assert_eq!(pages.get_text("a", 3).as_deref(), Some("page"));
        assert_eq!(pages.get("a", 4), None);
        assert_eq!(pages.get("b", 3), None);
    }

    #[test]
    fn kept_data_is_served_only_at_its_generation_and_stays_bounded() {
        let kept: Kept<u32> = Kept::default();
        kept.put(1, 3, Arc::new(7));
        assert_eq!(kept.get(1, 3).as_deref(), Some(&7));
        assert_eq!(kept.get(1, 4), None);
        assert_eq!(kept.get(2, 3), None);
        for i in 0..(EVENTS as i64) + 5 {
            kept.put(i, 3, Arc::new(0));
        }
        assert!(kept.kept.lock().map(|k| k.len()).unwrap_or(0) <= EVENTS);
        kept.put(1, 5, Arc::new(1));
        assert_eq!(kept.kept.lock().map(|k| k.len()).unwrap_or(0), 1);
    }

    #[test]
    fn the_store_stays_bounded() {
        let pages = Pages::default();
        for i in 0..CAPACITY + 10 {
            pages.put(i.to_string(), 0, "x");
        }
        assert!(pages.kept.lock().map(|k| k.len()).unwrap_or(0) <= CAPACITY);
    }
}
