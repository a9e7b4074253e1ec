//! The laws' settings in plain words, for the pages a person reads: a sentence for each setting
//! and a word for each of its values. The setting's id, its default and the book's lines stay in
//! `registry` (the pages fold them under "From the book"); this lookup sits beside the registry
//! rather than in `Setting` so that a law can be added without writing its words at once: a
//! setting the lookup lacks is shown in a readable form of its name and values, and the test
//! below lists every such gap. Pure.

use super::registry::{self, Setting};

mod bank_games;
mod banking;
mod commerce;
mod counting;
mod euchre;
mod forms;
mod hearts;
mod late_tricks;
mod nap;
mod others;
mod patience;
mod points;
mod poker;
mod pools;
mod rummy;
mod skat;
mod solo_whist;
mod stops;
mod table_games;
mod table_games2;
mod tricks;
mod vingt_un;

/// Every entry: the trick-taking games', the euchre family's and five hundred's, the point
/// games' (all fours, cinch, forty-five), skat's family's, the others', the pool games' and the
/// nap family's, poker's and the banking games', the commerce and stops families', the
/// patience games', backgammon's, loto's and the billiard-table pool games', cassino's.
fn entries() -> impl Iterator<Item = &'static (&'static str, &'static str, Words)> {
    tricks::TRICKS
        .iter()
        .chain(euchre::EUCHRE)
        .chain(points::POINTS)
        .chain(skat::SKAT)
        .chain(solo_whist::SOLO_WHIST)
        .chain(others::OTHERS)
        .chain(hearts::HEARTS)
        .chain(pools::POOLS)
        .chain(nap::NAP)
        .chain(poker::POKER)
        .chain(bank_games::BANK_GAMES)
        .chain(banking::BANKING)
        .chain(vingt_un::VINGT_UN)
        .chain(rummy::RUMMY)
        .chain(table_games::TABLE_GAMES)
        .chain(late_tricks::LATE_TRICKS)
        .chain(commerce::COMMERCE)
        .chain(stops::STOPS)
        .chain(patience::PATIENCE)
        .chain(table_games2::TABLE_GAMES2)
        .chain(counting::COUNTING)
}

/// A setting's words: the label (a sentence or question) and a word for each value, the value
/// written as in `Setting::values` (JSON text).
struct Words {
    label: &'static str,
    values: &'static [(&'static str, &'static str)],
}

/// Which law's setting the words are for: a law id; a prefix ending in `*` (`cribbage*`) for a
/// family whose laws share the setting; or `ANY`, a setting name that means the same in every
/// law that has it (the whist codes' revoke settings). A law's own entry wins over a family's,
/// and a family's over `ANY`; a name the words do not fit is better left to the fallback than
/// shared.
const ANY: &str = "*";

fn words(law: &str, setting: &str) -> Option<&'static Words> {
    let find = |fits: &dyn Fn(&str) -> bool| {
        entries()
            .find(|(l, s, _)| *s == setting && fits(l))
            .map(|(_, _, w)| w)
    };
    let family = |l: &str| {
        l != ANY
            && l.strip_suffix('*')
                .is_some_and(|prefix| law.starts_with(prefix))
    };
    find(&|l| l == law)
        .or_else(|| find(&family))
        .or_else(|| find(&|l| l == ANY))
}

/// The setting's label: a sentence or question, or its name made readable.
pub fn label(law: &str, setting: &Setting) -> String {
    match words(law, setting.name) {
        Some(w) => w.label.to_owned(),
        None => readable(setting.name),
    }
}

/// One value of the setting (JSON text, as in `Setting::values`) in words, or made readable.
pub fn value(law: &str, setting: &Setting, value: &str) -> String {
    words(law, setting.name)
        .and_then(|w| w.values.iter().find(|(v, _)| *v == value))
        .map_or_else(|| readable_value(value), |(_, word)| (*word).to_owned())
}

/// Settings that mean something only when another is set (law, setting, the setting it needs):
/// a money game of backgammon has no match, so no Crawford rule to show.
const ONLY_WITH: &[(&str, &str, &str)] = &[("backgammon", "crawford", "match_to")];

/// Whether a table of `law` under `settings` should show `setting`: not one that means
/// something only when another is set, while that other is unset (null).
pub fn applies(law: &str, setting: &str, settings: &serde_json::Value) -> bool {
    ONLY_WITH
        .iter()
        .filter(|(l, s, _)| *l == law && *s == setting)
        .all(|(_, _, needs)| settings.get(needs).is_some_and(|v| !v.is_null()))
}

/// The form a table of `law` plays under `settings`, for its title: the game's name (the law's
/// up to its particulars) and the words of the settings that make the form, "Loo — three-card,
/// limited"; the law's whole name where no setting names a form.
pub fn form_title(law: &registry::Law, settings: &serde_json::Value) -> String {
    let words: Vec<&str> = forms::FORMS
        .iter()
        .filter(|(id, _, _)| *id == law.id)
        .filter_map(|(_, name, values)| {
            let setting = law.settings.iter().find(|s| s.name == *name)?;
            let value = settings
                .get(name)
                .map_or_else(|| setting.default.to_owned(), ToString::to_string);
            values
                .iter()
                .find(|(v, _)| *v == value)
                .map(|(_, words)| *words)
        })
        .collect();
    if words.is_empty() {
        return law.name.to_owned();
    }
    // A form that is a game of its own name ("=Newmarket") stands for the law's name.
    let (game, rest) = match words.iter().position(|w| w.starts_with('=')) {
        Some(i) => {
            let rest: Vec<&str> = words
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, w)| *w)
                .collect();
            (&words[i][1..], rest)
        }
        None => (law.name.split(':').next().unwrap_or(law.name).trim(), words),
    };
    if rest.is_empty() {
        return game.to_owned();
    }
    format!("{game} — {}", rest.join(", "))
}

/// `take3_short` as "Take3 short": underscores to spaces, the first letter a capital.
fn readable(name: &str) -> String {
    let spaced = name.replace('_', " ");
    let mut chars = spaced.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn readable_value(value: &str) -> String {
    match value {
        "true" => "Yes".to_owned(),
        "false" => "No".to_owned(),
        "null" => "As the book says".to_owned(),
        v => readable(v.trim_matches('"')),
    }
}

/// Every law setting, or value of one, that has no words here: `law setting` or
/// `law setting=value`.
pub fn gaps() -> Vec<String> {
    let mut out = Vec::new();
    for law in registry::all() {
        for s in law.settings {
            match words(law.id, s.name) {
                None => out.push(format!("{} {}", law.id, s.name)),
                Some(w) => {
                    for v in s.values {
                        if !w.values.iter().any(|(known, _)| known == v) {
                            out.push(format!("{} {}={v}", law.id, s.name));
                        }
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The settings still shown in the readable fallback, listed so the gap is visible
    /// (`cargo test words -- --nocapture`). Laws being added may leave gaps for a while; the
    /// fallback keeps their forms usable meanwhile.
    /// A table is titled by the form it plays, not by every form its law covers.
    #[test]
    fn a_table_is_titled_by_the_form_it_plays() {
        let title = |id: &str, settings: serde_json::Value| {
            form_title(registry::find(id).unwrap(), &settings)
        };
        assert_eq!(
            title("loo", serde_json::json!({})),
            "Loo — three-card, limited"
        );
        assert_eq!(
            title(
                "loo",
                serde_json::json!({"form": "five_card", "limit": "mixed"})
            ),
            "Loo — five-card with Pam, mixed"
        );
        assert_eq!(
            title("hearts", serde_json::json!({"method": "black-lady"})),
            "Hearts — black lady"
        );
        assert_eq!(title("nap", serde_json::json!({})), "Napoleon — five cards");
        assert_eq!(
            title(
                "vingt-un",
                serde_json::json!({"code": "1909", "form": "french"})
            ),
            "Vingt-un — the 1909 book, French, eight rounds"
        );
        assert_eq!(
            title("baccarat", serde_json::json!({})),
            "Baccarat — chemin de fer"
        );
        assert_eq!(
            title("poker", serde_json::json!({"form": "stud"})),
            "Poker — stud"
        );
        assert_eq!(
            title("solo-whist", serde_json::json!({"code": "1927"})),
            "Solo whist — the 1927 rules' counters"
        );
        assert_eq!(title("michigan", serde_json::json!({})), "Michigan");
        assert_eq!(
            title("michigan", serde_json::json!({"form": "newmarket"})),
            "Newmarket"
        );
        assert_eq!(
            title("fan-tan", serde_json::json!({"form": "sixty"})),
            "Fan tan — sixty cards, eights first"
        );
        assert_eq!(
            title("cassino", serde_json::json!({"form": "royal"})),
            "Cassino — royal"
        );
        assert_eq!(
            title("commerce", serde_json::json!({})),
            "Commerce — the new game"
        );
        assert_eq!(
            title("loto", serde_json::json!({"method": "second"})),
            "Loto — the lines paid every drawing"
        );
        assert_eq!(
            title("snip-snap-snorum", serde_json::json!({})),
            "Snip-Snap-Snorum — five cards a deal"
        );
        let whist = registry::find("whist").map(|l| l.name);
        if let Some(name) = whist {
            assert_eq!(title("whist", serde_json::json!({})), name);
        }
        // Every value listed for a form's setting is one of the law's.
        for (id, name, values) in forms::FORMS {
            let law = registry::find(id).unwrap();
            let setting = law.settings.iter().find(|s| s.name == *name).unwrap();
            for (v, _) in *values {
                assert!(setting.values.contains(v), "{id} {name} {v}");
            }
        }
    }

    #[test]
    fn settings_without_words_are_listed() {
        let gaps = gaps();
        if !gaps.is_empty() {
            eprintln!("law settings without plain words ({}):", gaps.len());
            for g in &gaps {
                eprintln!("  {g}");
            }
        }
    }

    /// Every entry here speaks of a setting and values some law has: a renamed setting
    /// must not leave its words behind.
    #[test]
    fn every_entry_names_a_setting_and_values_that_exist() {
        for (law, name, w) in entries() {
            let settings: Vec<&Setting> = registry::all()
                .filter(|l| match law.strip_suffix('*') {
                    Some(prefix) => l.id.starts_with(prefix),
                    None => l.id == *law,
                })
                .flat_map(|l| l.settings.iter())
                .filter(|s| s.name == *name)
                .collect();
            assert!(!settings.is_empty(), "{law} {name}: no such setting");
            for (v, _) in w.values {
                assert!(
                    settings.iter().any(|s| s.values.contains(v)),
                    "{law} {name}={v}: no such value"
                );
            }
        }
    }

    #[test]
    fn a_setting_without_words_reads_as_its_name() {
        let s = Setting {
            name: "lone_hands_at_head",
            values: &["\"not_at_head\"", "true", "null"],
            default: "true",
            about: "",
        };
        assert_eq!(label("no-such-law", &s), "Lone hands at head");
        assert_eq!(value("no-such-law", &s, "\"not_at_head\""), "Not at head");
        assert_eq!(value("no-such-law", &s, "true"), "Yes");
        assert_eq!(value("no-such-law", &s, "null"), "As the book says");
    }

    /// The euchre, five hundred, all fours, cinch and forty-five laws have words for every
    /// setting and value, a family's entry reaching each of its laws.
    #[test]
    fn the_point_and_euchre_games_have_all_their_words() {
        let families = [
            "euchre",
            "railroad-euchre",
            "call-ace-euchre",
            "auction-euchre",
            "penalty-euchre",
            "five-hundred",
            "seven-up",
            "california-jack",
            "shasta-sam",
            "auction-pitch",
            "two-ten-jack",
            "cinch",
            "sixty-three",
            "pedro",
            "dom-pedro",
            "forty-five",
            "twenty-five",
        ];
        let left: Vec<String> = gaps()
            .into_iter()
            .filter(|g| families.iter().any(|f| g.starts_with(f)))
            .collect();
        assert!(left.is_empty(), "without words: {left:?}");
        let two_hand = registry::find("euchre-two-hand").unwrap();
        let slams = two_hand
            .settings
            .iter()
            .find(|s| s.name == "slams")
            .unwrap();
        assert_eq!(value("euchre-two-hand", slams, "false"), "No");
        let four = registry::find("shasta-sam-four-hand").unwrap();
        let one = four
            .settings
            .iter()
            .find(|s| s.name == "one_trump")
            .unwrap();
        assert_eq!(
            value("shasta-sam-four-hand", one, "\"high_only\""),
            "High only"
        );
    }

    /// The stops family, the patience games, cassino, commerce, backgammon, loto and the
    /// billiard-table pool games have words for every setting and value.
    #[test]
    fn the_round_and_table_games_have_all_their_words() {
        let laws = [
            "pope-joan",
            "michigan",
            "fan-tan",
            "spin",
            "snip-snap-snorum",
            "jig",
            "authors",
            "poker-patience",
            "klondike",
            "russian-bank",
            "multiple-solitaire",
            "solitaire-cribbage",
            "cassino",
            "commerce",
            "speculation",
            "backgammon",
            "chouette",
            "loto",
            "snooker-pool",
            "pool",
            "pyramids",
            "shell-out",
            "quinto",
            "hasenpfeffer",
            "pinochle",
            "auction-pinochle",
            "party-prizes",
        ];
        let left: Vec<String> = gaps()
            .into_iter()
            .filter(|g| laws.iter().any(|l| g.starts_with(l)))
            .collect();
        assert!(left.is_empty(), "without words: {left:?}");
        let snip = registry::find("snip-snap-snorum").unwrap();
        let counters = snip.settings.iter().find(|s| s.name == "stock").unwrap();
        assert_eq!(
            label("snip-snap-snorum", counters),
            "How many counters does each player start a game with?"
        );
        assert_eq!(value("snip-snap-snorum", counters, "5"), "Five");
    }

    #[test]
    fn a_law_entry_wins_over_the_shared_one() {
        let piquet = registry::find("piquet").unwrap();
        let code = piquet.settings.iter().find(|s| s.name == "code").unwrap();
        assert_eq!(label("piquet", code), "Which book's capot?");
        let cribbage = registry::find("cribbage").unwrap();
        let code = cribbage.settings.iter().find(|s| s.name == "code").unwrap();
        assert_eq!(label("cribbage", code), "Which book's line for a lurch?");
    }
}
