//! Progressive and pivot parties: tallies, the movements after each game, the social rotations
//! and the prize schemes. Pure: no I/O, no clock, no SQL, no HTTP.
//!
//! Sources: Progressive Play, seed 001 L6368–6536 (rules-1927-b.md §3.1–3.6); pivot, Foster,
//! progressive auction and the social rotations, seed 001 L2751–3248 (rules-1927-a.md §3.2–3.9);
//! the 1909 stars, seed 000 L2811–2847 (hoyle-1909-a.md §3.1). Every question the books leave
//! open is a named setting whose default is the likeliest reading; `docs/party.md` lists them.
//!
//! Half games are counted in halves (an integer), never as a float. Anything settled by lot uses
//! a ChaCha generator built from a stored `u64` seed, so a draw replays exactly.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

pub mod prizes;
pub mod progression;
pub mod rotation;
pub mod scoring;
pub mod skat_league;
pub mod wire;

pub use crate::laws::LawError;

use crate::laws::registry::{Law, Setting};

/// The party contracts that score rather than seat, for `hoyle score` (the movements are
/// `hoyle movement progression` and `hoyle movement rotation`).
pub const LAWS: &[Law] = &[
    Law {
        id: "party-prizes",
        name: "Party prizes: ranked prizes, ladies' and gentlemen's, booby, lone hands, aisle, Foster's plan",
        sources: "seed 001 L6478–6505, L6763–6795, L2794–2854; seed 000 L2811–2847",
        doc: "docs/party.md",
        settings: &[Setting {
            name: "ties",
            values: &["\"play_off\"", "\"cut\"", "\"lot\"", "\"foster\""],
            default: "\"play_off\"",
            about: "how a tie for a prize is decided (seed 001 L6478–6505); a booby tie goes to the loser of the play-off; foster: the tied score cards shuffled face down and one drawn, Foster's rule (L2844–2847)",
        }],
        score: prizes_json,
        table: None,
    },
    Law {
        id: "progressive-auction",
        name: "Progressive auction: a round's score, gross or net, 125 a game and no rubber bonus",
        sources: "seed 001 L2856–2896",
        doc: "docs/party.md",
        settings: &[Setting {
            name: "reckoning",
            values: &["\"gross\"", "\"net\""],
            default: "\"gross\"",
            about: "whether a round counts each side's whole score or only the difference (seed 001 L2856–2896)",
        }],
        score: auction_json,
        table: None,
    },
    Law {
        id: "skat-league-prizes",
        name: "North-American Skat League: the order of prizes, the seven-category scale repeated",
        sources: "seed 001 L11275–11328 (Laws XII), L10931–10978",
        doc: "docs/laws/skat-league-prizes.md",
        settings: &[
            Setting {
                name: "play_points",
                values: &["\"card_points\"", "\"session_points\""],
                default: "\"card_points\"",
                about: "3rd and 7th prizes, tie-break (c) \"the greatest number of points\": the card points taken in that game, or the player's session points (seed 001 L11296–11298)",
            },
            Setting {
                name: "highest_game",
                values: &["\"any\"", "\"no_nullos\""],
                default: "\"any\"",
                about: "6th prize, \"the highest game won\": from any class, Nullos included, or leaving the Nullos out (seed 001 L11313–11317)",
            },
            Setting {
                name: "tournee",
                values: &["\"without_guckser\"", "\"with_guckser\""],
                default: "\"without_guckser\"",
                about: "7th prize, the Tournee \"class in itself\": Tournee and Passt mir nicht, or the Guckser too (seed 001 L11318–11328)",
            },
        ],
        score: skat_league::prizes_json,
        table: None,
    },
];
pub use wire::{auction_json, prizes_json, progression_json, rotation_json};

/// The player's own sex, which decides the ladies' or gentlemen's prize whatever seat was taken
/// (seed 001 L6494–6500).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Sex {
    Lady,
    Gentleman,
}

/// The seeded generator, made only when a lot is actually drawn, so that a result with nothing
/// left to chance reports no seed (as in `laws::foster`).
pub(crate) struct Lot {
    seed: Option<u64>,
    rng: Option<ChaCha8Rng>,
}

impl Lot {
    pub(crate) fn new(seed: Option<u64>) -> Self {
        Lot { seed, rng: None }
    }

    pub(crate) fn rng(&mut self) -> &mut ChaCha8Rng {
        let seed = self.seed.unwrap_or(0);
        self.rng
            .get_or_insert_with(|| ChaCha8Rng::seed_from_u64(seed))
    }

    /// The seed a lot used: the one given, 0 when a lot was needed and none was given.
    pub(crate) fn used(&self) -> Option<u64> {
        if self.rng.is_some() {
            Some(self.seed.unwrap_or(0))
        } else {
            self.seed
        }
    }
}
