//! The two rubicon computations: rubicon bézique (each deal a game, rubicon 1,000) and rubicon
//! piquet (a partie of six deals, rubicon 100). They share only the word: the books give them
//! different formulas, so each has its own module.
//!
//! Sources: Hoyle's Games Modernized, 1909 (seed 000) L717–751 and Laws 17–21, 56–61
//! (L832–849, L1066–1097), fn 12 (L17965–17968), rubicon piquet L3800–3829; Rules of Card
//! Games, c. 1927 (seed 001) rubicon bezique L9075–9097, rubicon piquet L12656–12664.

pub mod bezique;
pub mod piquet;
pub mod table;
pub mod wire;

#[cfg(test)]
mod tests;

/// Two players, always: both games are for two.
pub const PLAYERS: usize = 2;
/// The most points a player may enter for one deal; keeps every sum far inside `i64`.
pub const MAX_POINTS: i64 = 100_000;

use crate::laws::pad::Sides;
use crate::laws::registry::{self, Law, Setting, Table};

pub const LAWS: &[Law] = &[
    Law {
        id: "rubicon-bezique",
        name: "Rubicon bézique: each deal a game, settled per hundred",
        sources: "seed 000 L717–751, L832–849, L1066–1097, L17965–17968; seed 001 L9075–9097",
        doc: "docs/laws/rubicon-bezique.md",
        settings: &[
            Setting {
                name: "code",
                values: &["\"1909\"", "\"1927\""],
                default: "\"1909\"",
                about: "which book's brisque rule: 1909 counts brisques only to break a tie or save a rubicon (L719–732); 1927 counts them where they change the result (L9079–9083)",
            },
            Setting {
                name: "truncation",
                values: &["\"each\"", "\"sum\""],
                default: "\"each\"",
                about: "fractions of a hundred dropped from each score, or from the rubicon's sum (L731–732; hoyle-1909-a §2.4)",
            },
            Setting {
                name: "brisques",
                values: &["\"winner_change\"", "\"value_change\"", "\"always\""],
                default: "\"winner_change\"",
                about: "code 1927 only: when brisques are close enough to count (L9079–9083)",
            },
            Setting {
                name: "overtaken",
                values: &["\"literal\"", "\"reverses\""],
                default: "\"literal\"",
                about: "code 1909 only: a loser who saves the rubicon with brisques and then has more (hoyle-1909-a §2.4)",
            },
        ],
        score: wire::score_bezique_json,
        table: Some(Table {
            sides: Sides::TWO_PLAYERS,
            deal: table::BEZIQUE_DEAL,
            pad: table::bezique_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "rubicon-piquet",
        name: "Rubicon piquet: a partie of six deals",
        sources: "seed 000 L3800–3829; seed 001 L12656–12664",
        doc: "docs/laws/rubicon-piquet.md",
        settings: &[
            Setting {
                name: "tie",
                values: &["\"drawn\"", "\"replay\""],
                default: "\"drawn\"",
                about: "equal aggregates: neither book has a rule (rules-1927-c §2.7)",
            },
            Setting {
                name: "rubicon_value",
                values: &["\"sum_plus_100\"", "\"sum\""],
                default: "\"sum_plus_100\"",
                about: "whether the 100 is still added in a rubicon (L3822–3823 v. L12662–12664)",
            },
        ],
        score: wire::score_piquet_json,
        table: Some(Table {
            sides: Sides::TWO_PLAYERS,
            deal: table::PIQUET_DEAL,
            pad: table::piquet_pad,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
];
