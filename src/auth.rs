//! Secrets: password hashes (argon2) and random tokens. No storage, no HTTP.

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use blake2::{Blake2s256, Digest};

/// The shortest password anyone may choose (issue 21: eight spaces were accepted).
pub const MIN_PASSWORD_LEN: usize = 10;

/// Why `password` may not be chosen by `name`, in words for the password field: too short,
/// the name itself, or guessed too easily by `zxcvbn`'s estimate (fewer than some 10^10
/// guesses, its score 3), with its own warning and suggestions. `others` are words a guesser
/// would try first (the club's name). None when it will do.
pub fn password_problem(password: &str, name: &str, others: &[&str]) -> Option<String> {
    let length = password.chars().count();
    if length < MIN_PASSWORD_LEN {
        return Some(format!(
            "The password needs at least {MIN_PASSWORD_LEN} characters (this one has {length})."
        ));
    }
    let folded = |s: &str| {
        s.chars()
            .filter(|c| !c.is_whitespace())
            .flat_map(char::to_lowercase)
            .collect::<String>()
    };
    // Its name, whatever the spaces and capitals; a name of four letters or more anywhere in it.
    let (typed, name) = (folded(password), folded(name));
    if !name.is_empty() && (typed == name || (name.chars().count() >= 4 && typed.contains(&name))) {
        return Some("The password may not be or contain the name it logs in with.".to_owned());
    }
    let mut inputs = vec![name.as_str()];
    inputs.extend_from_slice(others);
    let estimate = zxcvbn::zxcvbn(password, &inputs);
    if estimate.score() >= zxcvbn::Score::Three {
        return None;
    }
    let mut message = String::from("This password is too easy to guess.");
    if let Some(feedback) = estimate.feedback() {
        if let Some(warning) = feedback.warning() {
            message.push_str(&format!(" {warning}"));
        }
        for suggestion in feedback.suggestions() {
            message.push_str(&format!(" {suggestion}"));
        }
    }
    if !message.contains("Add") {
        message.push_str(" A few uncommon words together make a good one.");
    }
    Some(message)
}

#[derive(Debug, thiserror::Error)]
#[error("password hashing failed: {0}")]
pub struct HashError(String);

/// An argon2id hash in PHC string form, with a fresh random salt.
pub fn hash_password(password: &str) -> Result<String, HashError> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| HashError(e.to_string()))
}

/// Whether `password` matches the stored PHC `hash`; a malformed hash never matches.
pub fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash)
        .map(|parsed| {
            Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        })
        .unwrap_or(false)
}

/// A hash of a password nobody knows, checked when a login names no director, so that the
/// refusal takes as long as for a director's wrong password and the timing does not tell which
/// names exist. Made once, on the first login.
pub fn stand_in_hash() -> &'static str {
    static STAND_IN: std::sync::LazyLock<String> =
        std::sync::LazyLock::new(|| hash_password(&random_token()).unwrap_or_default());
    &STAND_IN
}

/// 32 random bytes from the operating system, hex encoded: session, CSRF and setup tokens.
pub fn random_token() -> String {
    let bytes: [u8; 32] = rand::random();
    hex(&bytes)
}

/// What is stored in place of a bearer token, so a copy of the database logs nobody in.
pub fn token_digest(token: &str) -> String {
    hex(&Blake2s256::digest(token.as_bytes()))
}

/// Compares two tokens in time independent of where they first differ.
pub fn tokens_match(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// The characters of a table code: no 0/O or 1/I, so a code read off a card is typed right.
const CODE_LETTERS: &[u8; 32] = b"23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/// A table's short code, eight characters shown as two groups of four ("K7QM-3XPA"). 40 random
/// bits: short enough to type on a phone, and it lapses when its round ends.
pub fn random_code() -> String {
    let bytes: [u8; 8] = rand::random();
    let chars: Vec<char> = bytes
        .iter()
        .map(|b| char::from(CODE_LETTERS[usize::from(b % 32)]))
        .collect();
    format!(
        "{}-{}",
        chars[..4].iter().collect::<String>(),
        chars[4..].iter().collect::<String>()
    )
}

/// A typed code as it is compared: capitals, without spaces or dashes.
pub fn normalize_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .flat_map(char::to_uppercase)
        .collect()
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes
        .iter()
        .fold(String::with_capacity(bytes.len() * 2), |mut s, b| {
            let _ = write!(s, "{b:02x}");
            s
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn password_round_trip() {
        let hash = hash_password("correct horse").expect("hash");
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_password("correct horse", &hash));
        assert!(!verify_password("wrong horse", &hash));
        assert!(!verify_password("correct horse", "not a hash"));
    }

    #[test]
    fn weak_passwords_are_refused_with_the_reason() {
        let short = password_problem("        ", "Ada", &[]).unwrap_or_default();
        assert!(short.contains("at least 10"), "{short}");
        let named = password_problem("Ada Lovelace 1815", "Ada Lovelace", &[]).unwrap_or_default();
        assert!(named.contains("name"), "{named}");
        let easy = password_problem("password12", "Ada", &[]).unwrap_or_default();
        assert!(easy.contains("too easy"), "{easy}");
        assert_eq!(
            password_problem("correct horse battery", "Director", &[]),
            None
        );
        assert_eq!(
            password_problem("quietly juggles marmalade", "Ada", &[]),
            None
        );
    }

    #[test]
    fn table_codes_are_short_and_typed_loosely() {
        let code = random_code();
        assert_eq!(code.len(), 9);
        assert_eq!(code.as_bytes()[4], b'-');
        assert_eq!(
            normalize_code(&code.to_lowercase().replace('-', " ")),
            normalize_code(&code)
        );
        assert_eq!(normalize_code(" k7qm-3xpa "), "K7QM3XPA");
    }

    #[test]
    fn tokens_are_fresh_and_hex() {
        let (a, b) = (random_token(), random_token());
        assert_ne!(a, b);
        assert_eq!(a.len(), 64);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()));
        assert!(tokens_match(&a, &a.clone()));
        assert!(!tokens_match(&a, &b));
        assert_ne!(token_digest(&a), a);
    }
}
