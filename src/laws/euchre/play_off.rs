//! Two euchre forms each for himself on three-hand euchre's count (`three_hand`), the maker
//! against all the others: the four-player play-off for a tied prize (seed 001 L6478–6505) and
//! blind euchre for five (seed 001 L6137–6151).
//!
//! The play-off: "In case four players are tied and play off for the prize, they play as
//! individuals, not as partners. If one of the players takes in all five tricks, he scores 3,
//! not 4 points, and a euchre scores each of the other players, 12 points" (L6482–6486; "12" is
//! OCR for 2, as at three-hand, rules-1927-b §6.4); "the tied players shall play one game (or
//! hand)" (L6478–6480): `game` 1 is one hand, the first deal that scores deciding. Three or four
//! tricks score 1, as at three-hand (rules-1927-b §3.1.6 [INFER]).
//!
//! Blind euchre: "For three, four or five players ... Scoring as in regular euchre" (L6139,
//! L6148–6149). Five cannot sit in partnerships, so each plays for himself as at three-hand, the
//! other four against the maker (rules-1927-b §2.2.6 [INFER]). Who takes the blind is the maker
//! ("This is equivalent to ordering up the trump", L6143–6144); all passing, a new deal
//! (L6149–6151), which is not entered.

use super::super::LawError;
use super::super::pad::{Pad, PadInput, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::three_hand::{DEAL, notes, play_n};
use super::{Race, keep};

const MARCH: Setting = Setting {
    name: "march",
    values: &["3", "2"],
    default: "3",
    about: "the maker's march: 3 points, \"not 4\" (seed 001 L6484–6485), as at three-hand (L6088–6089); or 2 by the 1909 book",
};
const EUCHRE: Setting = Setting {
    name: "euchre",
    values: &["\"each_adversary\"", "\"set_back\""],
    default: "\"each_adversary\"",
    about: "a euchre scores 2 to each of the other players (L6485–6486, \"12\" read as 2), or by the \"set back\" method the maker loses 2 (seed 000 L2451–2456)",
};
const OUT_TOGETHER: Setting = Setting {
    name: "out_together",
    values: &["\"elder\"", "\"highest\""],
    default: "\"elder\"",
    about: "when a euchre carries several out at once: the elder of them (seed 000 L2449–2450) [AMBIG], or the highest score, the elder on equal scores",
};

pub const PLAY_OFF: Law = Law {
    id: "euchre-play-off",
    name: "Euchre play-off for a tied prize: four tied players, each for himself",
    sources: "seed 001 L6478–6505",
    doc: "docs/laws/euchre-play-off.md",
    settings: &[
        Setting {
            name: "game",
            values: &["5", "1", "7", "10"],
            default: "5",
            about: "\"one game (or hand)\" (L6478–6480): a game of 5 (or 7 or 10 as the table plays, L5949), or 1 for one hand, the first deal that scores deciding",
        },
        MARCH,
        EUCHRE,
        OUT_TOGETHER,
    ],
    score: score_play_off,
    table: Some(Table {
        sides: Sides {
            min: 4,
            max: 4,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: pad_play_off,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

pub const BLIND_FIVE: Law = Law {
    id: "blind-euchre-five",
    name: "Blind euchre for five: each for himself, the four against the maker",
    sources: "seed 001 L6137–6151",
    doc: "docs/laws/blind-euchre-five.md",
    settings: &[
        Setting {
            name: "game",
            values: &["5", "7", "10"],
            default: "5",
            about: "\"scoring as in regular euchre\" (L6148–6149): a game of 5, 7 or 10 as agreed (L5949)",
        },
        MARCH,
        EUCHRE,
        OUT_TOGETHER,
    ],
    score: score_blind_five,
    table: Some(Table {
        sides: Sides {
            min: 5,
            max: 5,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: pad_blind_five,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

const PLAY_OFF_GAMES: &[i64] = &[1, 5, 7, 10];
const BLIND_GAMES: &[i64] = &[5, 7, 10];

fn pad_of(input: &PadInput, n: usize, whom: &str, games: &[i64]) -> Result<Pad, LawError> {
    let (s, scored) = play_n(input, n, whom, games)?;
    Ok(keep(
        &input.sides,
        Race::plain(s.game, s.out_together),
        &scored,
        notes(&s),
    )
    .pad)
}

fn score_of(input: &str, default: &[&str], whom: &str, games: &[i64]) -> Result<String, LawError> {
    let input = super::read_input(input, default)?;
    let (s, scored) = play_n(&input, default.len(), whom, games)?;
    let kept = keep(
        &input.sides,
        Race::plain(s.game, s.out_together),
        &scored,
        notes(&s),
    );
    super::output(s, scored, kept)
}

pub fn pad_play_off(input: &PadInput) -> Result<Pad, LawError> {
    pad_of(input, 4, "the four tied players", PLAY_OFF_GAMES)
}

pub fn pad_blind_five(input: &PadInput) -> Result<Pad, LawError> {
    pad_of(input, 5, "five players", BLIND_GAMES)
}

/// `hoyle score euchre-play-off`: as `euchre-three-hand`, for the four tied players.
pub fn score_play_off(input: &str) -> Result<String, LawError> {
    score_of(
        input,
        &["A", "B", "C", "D"],
        "the four tied players",
        PLAY_OFF_GAMES,
    )
}

/// `hoyle score blind-euchre-five`: as `euchre-three-hand`, for five players.
pub fn score_blind_five(input: &str) -> Result<String, LawError> {
    score_of(
        input,
        &["A", "B", "C", "D", "E"],
        "five players",
        BLIND_GAMES,
    )
}
