//! The prize plan chosen when the party is made, and Foster's sealed set of draw numbers.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::laws::LawError;
use crate::laws::foster::{self, BOOK_BANDS, Band, Equidistant};
use crate::party::prizes::{Category, Kind as PrizeKind};
use crate::party::prizes::{Prize, Tables, TieBreak};
use crate::party::progression::Settings;
use crate::party::scoring::Mode;

use super::kind::Kind;

/// How the prizes are given.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "scheme", rename_all = "snake_case", deny_unknown_fields)]
pub enum PrizePlan {
    /// Ranked prizes, in the order given (seed 001 L6380–6389, L6478–6505).
    Ranked {
        prizes: Vec<Prize>,
        ties: TieBreak,
        #[serde(default)]
        two_prizes: bool,
        /// Pivot's prizes table by table (seed 001 L2781–2784), or the whole room's list.
        #[serde(default)]
        tables: Tables,
    },
    /// Foster's draw-number plan (seed 001 L2794–2854).
    Foster {
        count: u64,
        equidistant: Equidistant,
        /// Where each band starts above its lower bound ("the manager may start the numbers at
        /// any point", L2825–2830): 0 for every band prints the book's set. `None` draws them
        /// from the draw seed, as every party made before the form took them did.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        offsets: Option<Vec<u32>>,
        /// The bands edited "for games whose totals lie elsewhere"; `None` is the book's seven.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        bands: Option<Vec<Band>>,
    },
}

/// The prize form's fields and their defaults for a kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrizeChoices {
    pub scheme: &'static str,
    /// Prizes for best scores, overall or for each sex.
    pub each: u32,
    /// "an equal number of prizes should be given for gentlemen and ladies" (L6712–6713).
    pub by_sex: bool,
    pub lone_hands: bool,
    pub booby: bool,
    pub ties: &'static str,
    pub foster_count: u64,
    /// A large euchre's prizes at the head of each aisle, for each sex or overall (L6718–6724).
    pub aisle_prizes: u32,
    /// Pivot's ranked prizes: `per_table`, `table_leaders` or `whole_room` (L2781–2784).
    pub tables: &'static str,
    /// "a player may take two prizes": the book gives second prize to the loser of the play-off
    /// for first (L6484–6490), so nobody does unless the event says so.
    pub two_prizes: bool,
}

pub fn prize_defaults(kind: Kind) -> PrizeChoices {
    kind.prize_defaults()
}

/// The most prizes of one sort a form may offer; a mistyped count stays a form error.
pub const MAX_PRIZES: u32 = 100;

fn ordinal(n: u32) -> String {
    const WORDS: [&str; 10] = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth",
    ];
    WORDS
        .get(n as usize)
        .map_or_else(|| format!("prize {}", n + 1), |w| (*w).to_owned())
}

/// The prize plan from the form's fields (`prize_scheme`, `prizes_each`, `by_sex`,
/// `lone_hands_prize`, `booby`, `ties`, `two_prizes`, `prize_tables` (pivot bridge only),
/// `foster_count`, `equidistant`, `aisle_prizes`) for a
/// party with the kind's own settings; any missing field takes the kind's default, and a plan
/// that offers no prize is refused.
pub fn prize_plan_from<'a>(
    kind: Kind,
    chosen: impl Fn(&str) -> Option<&'a str>,
) -> Result<PrizePlan, LawError> {
    prize_plan_for(kind, &kind.settings(), chosen)
}

/// The prize plan for a party with these settings: a room laid out in aisles gets each aisle's
/// prizes after the principal prizes (L6718–6724, L6771–6777).
pub fn prize_plan_for<'a>(
    kind: Kind,
    settings: &Settings,
    chosen: impl Fn(&str) -> Option<&'a str>,
) -> Result<PrizePlan, LawError> {
    let d = kind.prize_defaults();
    let flag = |name: &str, default: bool| -> Result<bool, LawError> {
        match chosen(name).map(str::trim) {
            None => Ok(default),
            Some("true" | "on" | "yes") => Ok(true),
            Some("false" | "off" | "no" | "") => Ok(false),
            Some(other) => Err(LawError::new(name, format!("{other:?} is not yes or no"))),
        }
    };
    let count = |name: &str, default: u64| -> Result<u64, LawError> {
        match chosen(name).map(str::trim) {
            None | Some("") => Ok(default),
            Some(s) => match s.parse::<u64>() {
                Ok(n) if n <= u64::from(MAX_PRIZES) => Ok(n),
                Ok(n) => Err(LawError::new(
                    name,
                    format!("{n} is more than {MAX_PRIZES}"),
                )),
                Err(_) if s.starts_with('-') => {
                    Err(LawError::new(name, format!("{s} is negative")))
                }
                Err(_) => Err(LawError::new(name, format!("{s:?} is not a whole number"))),
            },
        }
    };
    let scheme = chosen("prize_scheme").map_or(d.scheme, str::trim);
    match scheme {
        "foster" => {
            let count = count("foster_count", d.foster_count)?;
            if count == 0 {
                return Err(LawError::new("foster_count", "no prizes offered"));
            }
            let equidistant = match chosen("equidistant").map(str::trim) {
                None | Some("lot") => Equidistant::Lot,
                Some("above") => Equidistant::Above,
                Some("below") => Equidistant::Below,
                Some(other) => {
                    return Err(LawError::new(
                        "equidistant",
                        format!("{other:?} is not one of lot, above, below"),
                    ));
                }
            };
            let bands = match chosen("foster_bands").map(str::trim) {
                None | Some("") => None,
                Some(text) => Some(serde_json::from_str::<Vec<Band>>(text).map_err(|e| {
                    LawError::new(
                        "foster_bands",
                        format!(
                            "not a list of bands like [{{\"start\": 1400, \"step\": 4, \"count\": 25}}]: {e}"
                        ),
                    )
                })?),
            };
            let band_count = bands.as_ref().map_or(BOOK_BANDS.len(), Vec::len);
            let offsets = match chosen("foster_offsets").map(str::trim) {
                None | Some("") => Some(vec![0; band_count]),
                Some("drawn") => None,
                Some(text) => Some(
                    text.split(',')
                        .enumerate()
                        .map(|(k, part)| {
                            part.trim().parse::<u32>().map_err(|_| {
                                LawError::new(
                                    "foster_offsets",
                                    format!(
                                        "offsets[{k}]: {:?} is not a whole number",
                                        part.trim()
                                    ),
                                )
                            })
                        })
                        .collect::<Result<Vec<_>, _>>()?,
                ),
            };
            // One start for each band: seven noughts for one band are a box left as it came for
            // other bands, and are refused rather than quietly read (issue 22).
            if let Some(o) = &offsets
                && o.len() != band_count
            {
                return Err(LawError::new(
                    "foster_offsets",
                    format!(
                        "Where each band starts: {} number{} for {band_count} band{}; give one for each band, separated by commas, or leave it empty for all at their first number",
                        o.len(),
                        if o.len() == 1 { "" } else { "s" },
                        if band_count == 1 { "" } else { "s" },
                    ),
                ));
            }
            // A count of games won (or stars) never comes near the book's 1,400–2,100, so the
            // draw would give every prize by distance from a number nobody could reach.
            if bands.is_none() && matches!(settings.scoring.mode, Mode::Games | Mode::Stars) {
                return Err(LawError::new(
                    "prize_scheme",
                    "Foster's numbers run 1,400–2,100 and a count of games won cannot come near them: count points, or edit the bands to fit the scores",
                ));
            }
            let plan = PrizePlan::Foster {
                count,
                equidistant,
                offsets,
                bands,
            };
            sealed_set_for(&plan, 0)?;
            Ok(plan)
        }
        "ranked" => {
            let each = count("prizes_each", u64::from(d.each))?;
            let by_sex = flag("by_sex", d.by_sex)?;
            let lone = flag("lone_hands_prize", d.lone_hands)?;
            let booby = flag("booby", d.booby)?;
            let ties = match chosen("ties").map_or(d.ties, str::trim) {
                "play_off" => TieBreak::PlayOff,
                "cut" => TieBreak::Cut,
                "lot" => TieBreak::Lot,
                "foster" => TieBreak::Foster,
                other => {
                    return Err(LawError::new(
                        "ties",
                        format!("{other:?} is not one of play_off, cut, lot, foster"),
                    ));
                }
            };
            let mut prizes = Vec::new();
            let categories: &[(Category, &str)] = if by_sex {
                &[
                    (Category::Ladies, "Ladies' "),
                    (Category::Gentlemen, "Gentlemen's "),
                ]
            } else {
                &[(Category::All, "")]
            };
            for &(category, prefix) in categories {
                for k in 0..each as u32 {
                    let word = ordinal(k);
                    let name = if prefix.is_empty() {
                        let mut c = word.chars();
                        c.next()
                            .map(|f| f.to_uppercase().chain(c).collect())
                            .unwrap_or_default()
                    } else {
                        format!("{prefix}{word}")
                    };
                    prizes.push(Prize {
                        name,
                        category,
                        ..Prize::default()
                    });
                }
            }
            let aisle_each = count("aisle_prizes", u64::from(d.aisle_prizes))?;
            let aisles = match (settings.aisles, settings.aisle_tables) {
                (Some(a), Some(_)) => a,
                (None, Some(_)) => 1,
                _ => 0,
            };
            for aisle in 1..=aisles {
                for &(category, prefix) in categories {
                    for k in 0..aisle_each as u32 {
                        prizes.push(Prize {
                            name: format!("Aisle {aisle}: {prefix}{}", ordinal(k)),
                            kind: PrizeKind::Aisle,
                            category,
                            aisle: Some(aisle),
                            ..Prize::default()
                        });
                    }
                }
            }
            if lone {
                prizes.push(Prize {
                    name: "Most lone hands".to_owned(),
                    kind: PrizeKind::LoneHands,
                    open_to_winners: false,
                    ..Prize::default()
                });
            }
            if booby {
                prizes.push(Prize {
                    name: "Booby".to_owned(),
                    kind: PrizeKind::Booby,
                    ..Prize::default()
                });
            }
            if prizes.is_empty() {
                return Err(LawError::new("prizes_each", "no prizes offered"));
            }
            let two_prizes = flag("two_prizes", d.two_prizes)?;
            let tables = match chosen("prize_tables").map(str::trim) {
                None | Some("") => d.tables,
                Some(t) if kind != Kind::PivotBridge && t != "whole_room" => {
                    return Err(LawError::new(
                        "prize_tables",
                        format!("prizes table by table are pivot's, not {}'s", kind.name()),
                    ));
                }
                Some(t) => t,
            };
            let tables = match tables {
                "whole_room" => Tables::WholeRoom,
                "per_table" => Tables::PerTable,
                "table_leaders" => Tables::TableLeaders,
                other => {
                    return Err(LawError::new(
                        "prize_tables",
                        format!("{other:?} is not one of per_table, table_leaders, whole_room"),
                    ));
                }
            };
            Ok(PrizePlan::Ranked {
                prizes,
                ties,
                two_prizes,
                tables,
            })
        }
        other => Err(LawError::new(
            "prize_scheme",
            format!("{other:?} is not one of ranked, foster"),
        )),
    }
}

/// Foster's sealed set for one party: the book's seven bands, each started at an offset drawn
/// from the party's draw seed ("the manager may start the numbers at any point", L2825–2830), so
/// nobody can work out the envelope from the book.
pub fn sealed_set(draw_seed: u64) -> Vec<u32> {
    // The book's bands with offsets below their steps never fail.
    drawn_offsets_set(&BOOK_BANDS, draw_seed).unwrap_or_default()
}

fn drawn_offsets_set(bands: &[Band], draw_seed: u64) -> Result<Vec<u32>, LawError> {
    let mut rng = ChaCha8Rng::seed_from_u64(draw_seed);
    let offsets: Vec<u32> = bands
        .iter()
        .map(|b| rng.random_range(0..b.step.max(1)))
        .collect();
    foster::numbers(bands, Some(&offsets))
}

/// The sealed set a Foster plan makes: its bands (the book's unless edited) from its offsets, or
/// from offsets drawn with the draw seed when it has none. A fault is refused at the form's
/// field (`foster_offsets`, `foster_bands`) with the law's own path in the message.
pub fn sealed_set_for(plan: &PrizePlan, draw_seed: u64) -> Result<Vec<u32>, LawError> {
    let PrizePlan::Foster { offsets, bands, .. } = plan else {
        return Ok(Vec::new());
    };
    let bands = bands.as_deref().unwrap_or(&BOOK_BANDS);
    let set = match offsets {
        Some(o) => foster::numbers(bands, Some(o)),
        None => drawn_offsets_set(bands, draw_seed),
    };
    set.map_err(|e| {
        let field = if e.field.starts_with("offsets") {
            "foster_offsets"
        } else {
            "foster_bands"
        };
        LawError::new(field, format!("{}: {}", e.field, e.message))
    })
}

// The kind's prize defaults sit here, beside the plan they fill, so that `kind` needs nothing
// from this module.
impl Kind {
    fn prize_defaults(self) -> PrizeChoices {
        PrizeChoices {
            scheme: if self == Kind::PivotBridge {
                "foster"
            } else {
                "ranked"
            },
            each: 1,
            by_sex: !matches!(
                self,
                Kind::PivotBridge | Kind::ProgressiveAuction | Kind::FiveHundred
            ),
            lone_hands: self.counts_lone_hands(),
            booby: matches!(
                self,
                Kind::ProgressiveEuchre
                    | Kind::RapidEuchre
                    | Kind::ProgressiveWhist
                    | Kind::Cinch
                    | Kind::SixtyThree
            ),
            ties: if self == Kind::LargeEuchre {
                "lot"
            } else {
                "play_off"
            },
            foster_count: 3,
            aisle_prizes: if self == Kind::LargeEuchre { 1 } else { 0 },
            // "There should be duplicate prizes for every table in the room" (L2781).
            tables: if self == Kind::PivotBridge {
                "per_table"
            } else {
                "whole_room"
            },
            two_prizes: false,
        }
    }
}
