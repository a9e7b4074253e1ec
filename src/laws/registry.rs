//! Every law Hoyle knows, by id: what `hoyle score LAW` runs, what `hoyle laws` lists, and what
//! the web app's tables offer. Each family of games lists its own laws in a `LAWS` constant, so
//! adding a game touches its family module and one line here.

use serde::Serialize;

use super::LawError;
use super::pad::{Asks, Field, Pad, PadInput, Sides};

/// A law: its id, where the books give it, its settings, and how to apply it.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Law {
    /// What `hoyle score` is given, e.g. `rubicon-bezique`.
    pub id: &'static str,
    pub name: &'static str,
    /// The books' lines it follows, e.g. `seed 000 L717–751; seed 001 L9075–9097`.
    pub sources: &'static str,
    /// Its document under `docs/laws/`.
    pub doc: &'static str,
    pub settings: &'static [Setting],
    /// The JSON contract of `hoyle score LAW`: input text in, pretty JSON out.
    #[serde(skip)]
    pub score: fn(&str) -> Result<String, LawError>,
    /// How a table of this game is kept in the web app, when it is played at a table.
    pub table: Option<Table>,
}

/// A named setting for an ambiguity the books leave, or an option they offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Setting {
    pub name: &'static str,
    /// Each accepted value as JSON text (`"\"1909\""`, `"121"`, `"true"`).
    pub values: &'static [&'static str],
    /// The default, one of `values`: the book's most likely reading.
    pub default: &'static str,
    /// The ambiguity or option, with the lines that raise it.
    pub about: &'static str,
}

/// How a table of the game is entered and drawn.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Table {
    pub sides: Sides,
    /// What one deal is entered with.
    pub deal: &'static [Field],
    #[serde(skip)]
    pub pad: fn(&PadInput) -> Result<Pad, LawError>,
    /// Whether the law still lets deal `i` be corrected by the players, given every deal
    /// entered (whist: an error in a game stands once the next trump is turned). A later
    /// correction needs the director and is logged.
    #[serde(skip)]
    pub correctable: fn(&PadInput, usize) -> bool,
    /// For laws that close a claim sooner than the deal's correction window (whist honours
    /// "before the trump card of the following deal is turned up", a revoke "before the cards
    /// are cut for the following deal"): why correcting deal `i` to the new value, given every
    /// deal entered, makes a claim out of time. Such a correction needs the director and is
    /// logged, like one outside `correctable`.
    #[serde(skip)]
    pub claims_closed: Option<ClaimsClosed>,
}

impl Table {
    /// What the deal form asks at a table with this input (its settings, sides and deals), as
    /// the law's pad says ([`Asks`]): the fields of the law's other forms left out. When the
    /// law refuses the deals (a law changed since), the settings alone decide; when it refuses
    /// those too, every field is asked, as the law declares them.
    pub fn asks(&self, input: &PadInput) -> Asks {
        if let Ok(pad) = (self.pad)(input) {
            return pad.asks;
        }
        let settings_only = PadInput {
            deals: Vec::new(),
            ..input.clone()
        };
        (self.pad)(&settings_only)
            .map(|pad| pad.asks)
            .unwrap_or_default()
    }

    /// What the deal form asks at a new table with these settings, for a page or a document
    /// that has no players yet: the law's least number of sides, named by number.
    pub fn asks_for(&self, settings: &serde_json::Value) -> Asks {
        self.asks(&PadInput {
            settings: settings.clone(),
            sides: (1..=self.sides.min.max(1))
                .map(|i| format!("Player {i}"))
                .collect(),
            deals: Vec::new(),
        })
    }
}

/// Given every deal entered, the deal corrected and its new value: why the correction makes a
/// claim out of time, if it does.
pub type ClaimsClosed = fn(&PadInput, usize, &serde_json::Value) -> Option<String>;

/// For laws that name no correction window: the players may put right the deal just entered;
/// anything older is the director's.
pub fn last_deal_only(input: &PadInput, deal: usize) -> bool {
    deal + 1 == input.deals.len()
}

const FAMILIES: &[&[Law]] = &[
    super::duplicate::LAWS,
    super::duplicate_auction::LAWS,
    super::contract_duplicate::LAWS,
    super::rubicon::LAWS,
    super::foster::LAWS,
    super::whist::LAWS,
    super::bid_whist::LAWS,
    super::bridge::LAWS,
    super::bezique::LAWS,
    super::piquet::LAWS,
    super::ecarte::LAWS,
    super::cribbage::LAWS,
    super::sixty_six::LAWS,
    super::pinochle::LAWS,
    super::euchre::LAWS,
    super::cinch::LAWS,
    super::forty_five::LAWS,
    super::all_fours::LAWS,
    super::cassino::LAWS,
    super::five_hundred::LAWS,
    super::skat::LAWS,
    super::schafkopf::LAWS,
    super::solo::LAWS,
    super::hearts::LAWS,
    super::loo::LAWS,
    super::nap::LAWS,
    super::solo_whist::LAWS,
    super::poker::LAWS,
    super::blind_hookey::LAWS,
    super::red_dog::LAWS,
    super::baccarat::LAWS,
    super::faro::LAWS,
    super::vingt_un::LAWS,
    super::rummy::LAWS,
    super::stops::LAWS,
    super::patience::LAWS,
    super::commerce::LAWS,
    super::backgammon::LAWS,
    super::loto::LAWS,
    super::billiards::LAWS,
    super::pool::LAWS,
    super::quinto::LAWS,
    crate::party::LAWS,
];

/// Every law, in the order `hoyle laws` lists them.
/// What a table refuses of deal `index` entered or corrected at its form, beyond what the law
/// refuses of any deal (what the law's command line keeps as a documented shape): backgammon's
/// cube turned with nobody owning it.
pub fn refuse_at_table(law: &str, index: usize, deal: &serde_json::Value) -> Result<(), LawError> {
    match law {
        "backgammon" => super::backgammon::cube::entered(index, deal),
        _ => Ok(()),
    }
}

pub fn all() -> impl Iterator<Item = &'static Law> {
    FAMILIES.iter().flat_map(|family| family.iter())
}

/// The law with this id.
pub fn find(id: &str) -> Option<&'static Law> {
    all().find(|law| law.id == id)
}

/// Applies the law `id` to a JSON input, as `hoyle score` does.
pub fn score(id: &str, input: &str) -> Result<String, LawError> {
    let law = find(id).ok_or_else(|| unknown(id))?;
    (law.score)(input)
}

/// The refusal of a law id that is not one of ours, listing those that are.
pub fn unknown(id: &str) -> LawError {
    let known: Vec<&str> = all().map(|l| l.id).collect();
    LawError::new(
        "law",
        format!("no law {id:?}; the laws are {}", known.join(", ")),
    )
}

/// The list `hoyle laws` prints as text.
pub fn listing() -> String {
    let mut out = String::new();
    for law in all() {
        out.push_str(&format!("{}\t{}\n", law.id, law.name));
        out.push_str(&format!("\tsources: {}\n\tdoc: {}\n", law.sources, law.doc));
        for s in law.settings {
            out.push_str(&format!(
                "\tsetting {}: {} (default {}): {}\n",
                s.name,
                s.values.join(" | "),
                s.default,
                s.about
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_every_default_is_one_of_its_values() {
        let mut ids: Vec<&str> = all().map(|l| l.id).collect();
        let count = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), count, "a law id is used twice");
        for law in all() {
            for s in law.settings {
                assert!(s.values.contains(&s.default), "{}.{}", law.id, s.name);
                for v in s.values {
                    serde_json::from_str::<serde_json::Value>(v)
                        .unwrap_or_else(|e| panic!("{}.{} value {v}: {e}", law.id, s.name));
                }
            }
            let doc = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(law.doc);
            assert!(doc.exists(), "{}: {} is missing", law.id, law.doc);
        }
    }

    /// Every value `hoyle laws` lists for a setting is one the law's table can read.
    #[test]
    fn every_listed_setting_value_is_read_by_the_table() {
        for law in all() {
            let Some(table) = law.table else { continue };
            for setting in law.settings {
                for value in setting.values {
                    let input = PadInput {
                        settings: serde_json::json!({
                            setting.name: serde_json::from_str::<serde_json::Value>(value).unwrap()
                        }),
                        sides: (0..table.sides.min).map(|i| format!("Side {i}")).collect(),
                        deals: Vec::new(),
                    };
                    // A law may refuse a value alongside the other defaults (bézique's partners
                    // need code 1927 and four players); what it must never do is fail to read it.
                    if let Err(e) = (table.pad)(&input) {
                        let unread = ["unknown variant", "invalid type", "unknown field"];
                        assert!(
                            !unread.iter().any(|u| e.message.contains(u)),
                            "{} {}={value}: {e}",
                            law.id,
                            setting.name
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn an_unknown_law_is_refused_naming_the_laws() {
        let e = score("snap", "{}").unwrap_err();
        assert_eq!(e.field, "law");
        assert!(e.message.contains("rubicon-bezique"), "{}", e.message);
    }
}

#[cfg(test)]
mod fuzz;

#[cfg(test)]
mod asks;
