//! Faro, stuss and rouge-et-noir (seed 001 L14647–14728).

use super::registry::Law;

pub const LAWS: &[Law] = &[];
