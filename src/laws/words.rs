//! The laws' settings in plain words, for the pages a person reads: a sentence for each setting
//! and a word for each of its values. The setting's id, its default and the book's lines stay in
//! `registry` (the pages fold them under "From the book"); this lookup sits beside the registry
//! rather than in `Setting` so that a law can be added without writing its words at once: a
//! setting the lookup lacks is shown in a readable form of its name and values, and the test
//! below lists every such gap. Pure.

use super::registry::{self, Setting};

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

const WORDS: &[(&str, &str, Words)] = &[
    (
        "duplicate",
        "revoke_rule",
        Words {
            label: "How far can a revoke penalty go?",
            values: &[
                ("\"general\"", "As the general law bounds it by the average"),
                ("\"pair\"", "As the rule for pair matches bounds it"),
            ],
        },
    ),
    (
        "duplicate-auction-deal",
        "caps",
        Words {
            label: "Is a board's score capped?",
            values: &[
                (
                    "\"kwc\"",
                    "Yes: declarer at most 500, opponents at most 350, the rest as excess",
                ),
                ("\"none\"", "No cap"),
            ],
        },
    ),
    (
        "rubicon-bezique",
        "code",
        Words {
            label: "Which book's rule for brisques?",
            values: &[
                (
                    "\"1909\"",
                    "1909: brisques count only to break a tie or save a rubicon",
                ),
                (
                    "\"1927\"",
                    "1927: brisques count whenever they change the result",
                ),
            ],
        },
    ),
    (
        "rubicon-bezique",
        "truncation",
        Words {
            label: "Where are the odd points under a hundred dropped?",
            values: &[
                ("\"each\"", "From each player's score"),
                ("\"sum\"", "From the sum, in a rubicon"),
            ],
        },
    ),
    (
        "rubicon-bezique",
        "brisques",
        Words {
            label: "By the 1927 book, when do brisques count?",
            values: &[
                ("\"winner_change\"", "When they would change the winner"),
                ("\"value_change\"", "When they would change what is won"),
                ("\"always\"", "Always"),
            ],
        },
    ),
    (
        "rubicon-bezique",
        "overtaken",
        Words {
            label: "By the 1909 book, a loser saves the rubicon with brisques and then has more:",
            values: &[
                ("\"literal\"", "The book read as written: he still loses"),
                ("\"reverses\"", "The result is reversed"),
            ],
        },
    ),
    (
        "rubicon-piquet",
        "tie",
        Words {
            label: "When both players' totals are equal:",
            values: &[
                ("\"drawn\"", "The partie is drawn"),
                ("\"replay\"", "The partie is played again"),
            ],
        },
    ),
    (
        "rubicon-piquet",
        "rubicon_value",
        Words {
            label: "Is the 100 for the game still added in a rubicon?",
            values: &[
                ("\"sum_plus_100\"", "Yes: both totals and 100"),
                ("\"sum\"", "No: both totals only"),
            ],
        },
    ),
    (
        ANY,
        "equidistant",
        Words {
            label: "Two scores equally far from the drawn number:",
            values: &[
                ("\"lot\"", "Decided by lot"),
                ("\"above\"", "The score above the number wins"),
                ("\"below\"", "The score below the number wins"),
            ],
        },
    ),
    (
        ANY,
        "take3_short",
        Words {
            label: "Three tricks are claimed from a side that won fewer:",
            values: &[
                ("\"all_they_have\"", "The claimants take all the side has"),
                ("\"refused\"", "The claimants must choose another penalty"),
            ],
        },
    ),
    (
        ANY,
        "abandoned_hand",
        Words {
            label: "Cards thrown down after a revoke is established: what does the hand score?",
            values: &[
                (
                    "\"tricks_as_entered\"",
                    "The tricks and honours agreed, and the penalty",
                ),
                ("\"penalty_only\"", "The penalty alone"),
            ],
        },
    ),
    (
        ANY,
        "unequal_revokes",
        Words {
            label: "Both sides revoke, one more often than the other:",
            values: &[
                (
                    "\"surplus_penalised\"",
                    "They cancel one for one; the extra revokes are penalised",
                ),
                ("\"all_cancel\"", "All the revokes cancel"),
            ],
        },
    ),
    (
        "whist-long",
        "rubber",
        Words {
            label: "Are games played in rubbers?",
            values: &[
                ("\"none\"", "No: each game counts one"),
                (
                    "\"best_of_three\"",
                    "Yes: rubbers of three, two points for the rubber",
                ),
            ],
        },
    ),
    (
        "whist-1927",
        "target",
        Words {
            label: "Points in a game",
            values: &[
                ("7", "Seven"),
                ("5", "Five (dummy whist)"),
                ("10", "Ten (dummy whist)"),
            ],
        },
    ),
    (
        "whist-1927",
        "conceded_point",
        Words {
            label: "Does the player who takes Dummy give the other side a point each game?",
            values: &[
                ("false", "No"),
                ("true", "Yes: they begin every game at one"),
            ],
        },
    ),
    (
        "whist-1927",
        "both_revoke",
        Words {
            label: "Both sides revoke in one hand:",
            values: &[
                ("\"each_way\"", "Two tricks for each revoke, each way"),
                (
                    "\"cancel\"",
                    "The revokes cancel; only the extra ones are paid",
                ),
            ],
        },
    ),
    (
        "whist-dummy-clay",
        "game_target",
        Words {
            label: "Points in a game",
            values: &[("5", "Five"), ("7", "Seven"), ("10", "Ten")],
        },
    ),
    (
        "bid-whist",
        "game",
        Words {
            label: "Play to a game?",
            values: &[
                ("0", "No: each deal is settled by itself"),
                ("50", "Yes, to 50"),
                ("100", "Yes, to 100"),
            ],
        },
    ),
    (
        "bid-whist",
        "failed_bid",
        Words {
            label: "A bid that is not made:",
            values: &[
                ("\"no_penalty\"", "The bidders still score what they took"),
                ("\"set_back\"", "The bidders lose the amount of their bid"),
            ],
        },
    ),
    (
        ANY,
        "double_limit",
        Words {
            label: "Doubling and re-doubling up to 100 a trick:",
            values: &[
                (
                    "\"no_further_double\"",
                    "No double that goes past 100 a trick",
                ),
                ("\"capped\"", "A trick is worth at most 100"),
                ("\"last_may_pass\"", "The last double may go past 100"),
            ],
        },
    ),
    (
        ANY,
        "double_chicane",
        Words {
            label: "Both partners hold no trumps: how many chicanes?",
            values: &[
                ("\"each_player\"", "One for each player without trumps"),
                ("\"once\"", "One for the side"),
            ],
        },
    ),
    (
        ANY,
        "revoke_value",
        Words {
            label: "A revoke costs three tricks, valued:",
            values: &[
                ("\"as_doubled\"", "As doubled in that hand"),
                ("\"undoubled\"", "Undoubled"),
            ],
        },
    ),
    (
        ANY,
        "penalty_trick_bonus",
        Words {
            label: "A hand made with penalty tricks: is there a bonus?",
            values: &[
                ("\"none\"", "No bonus at all"),
                ("\"tricks_in_play\"", "The bonus the tricks played earn"),
            ],
        },
    ),
    (
        ANY,
        "failed_slam",
        Words {
            label: "A declarer who bid seven takes twelve tricks:",
            values: &[
                ("\"counts\"", "He still scores the little slam"),
                ("\"void\"", "No slam is scored"),
            ],
        },
    ),
    (
        "auction-*",
        "rounding",
        Words {
            label: "How is a rubber settled?",
            values: &[
                ("\"points\"", "In points"),
                ("\"hundreds\"", "To the nearest hundred"),
            ],
        },
    ),
    (
        "auction-*",
        "nullo",
        Words {
            label: "Nullo bids",
            values: &[
                (
                    "\"lose_tricks\"",
                    "Allowed: the declarer's side undertakes to lose tricks",
                ),
                ("\"refused\"", "Not allowed"),
            ],
        },
    ),
    (
        ANY,
        "goulash_game_bid",
        Words {
            label: "Must a goulash deal be bid to game before it is played?",
            values: &[
                ("\"required\"", "Yes, unless it is a redeal"),
                ("\"not_required\"", "No"),
            ],
        },
    ),
    (
        ANY,
        "short_of_tricks",
        Words {
            label: "A side that revokes has too few tricks to pay the penalty:",
            values: &[
                (
                    "\"all_tricks\"",
                    "The other side is given all thirteen tricks",
                ),
                (
                    "\"grand_slam_only\"",
                    "The tricks stand as played; the other side scores the grand slam's 100",
                ),
            ],
        },
    ),
    (
        "auction-two-hand",
        "form",
        Words {
            label: "Which two-player game?",
            values: &[
                ("\"chinese\"", "Two-hand (Chinese) auction"),
                ("\"blind\"", "Blind auction"),
                ("\"draw\"", "Draw auction"),
            ],
        },
    ),
    (
        "auction-two-hand",
        "blind_scoring",
        Words {
            label: "Blind auction is scored:",
            values: &[
                ("\"rubber\"", "In rubbers"),
                ("\"deal_125\"", "Each deal by itself, 125 for a game"),
            ],
        },
    ),
    (
        "contract-1927",
        "undertricks",
        Words {
            label: "What does each trick short of the contract cost?",
            values: &[
                ("\"doubling\"", "50, then 100, then 200 a trick"),
                ("\"rising\"", "As the book's example has it: 300 for three"),
            ],
        },
    ),
    (
        "contract-1927",
        "bid_slam",
        Words {
            label: "A slam bid and made:",
            values: &[
                ("\"replaces\"", "Its 250 or 500 replaces the slam bonus"),
                ("\"adds\"", "Its 250 or 500 is added to the slam bonus"),
            ],
        },
    ),
    (
        "contract-1927",
        "redoubled",
        Words {
            label: "A redoubled contract counts:",
            values: &[
                ("\"quadruple\"", "Four times, as at auction"),
                ("\"as_doubled\"", "As doubled"),
            ],
        },
    ),
    (
        "contract-1927",
        "redoubled_overtrick",
        Words {
            label: "Each extra trick when redoubled",
            values: &[("200", "200"), ("100", "100, as doubled")],
        },
    ),
    (
        "contract-1927",
        "honours",
        Words {
            label: "Honours",
            values: &[
                ("\"auction\"", "As at auction"),
                (
                    "\"flat\"",
                    "100 for four in one hand, 150 for five or four aces",
                ),
            ],
        },
    ),
    (
        "contract-1927",
        "game",
        Words {
            label: "Trick points for a game",
            values: &[("30", "30"), ("40", "40"), ("50", "50"), ("60", "60")],
        },
    ),
    (
        "contract-1927",
        "unfinished",
        Words {
            label: "A rubber left unfinished:",
            values: &[
                (
                    "\"auction_125\"",
                    "Made up as at auction, 125 for each game won",
                ),
                ("\"as_it_stands\"", "Settled as it stands"),
                ("\"refused\"", "Not allowed"),
            ],
        },
    ),
    (
        ANY,
        "odd_figures",
        Words {
            label: "Are the odd points under ten dropped before paying?",
            values: &[("\"dropped\"", "Yes"), ("\"kept\"", "No")],
        },
    ),
    (
        "stop-gap",
        "netting",
        Words {
            label: "The declarer's and adversaries' points on one deal:",
            values: &[
                ("\"netted\"", "Set against each other; the balance is paid"),
                ("\"separate\"", "Each credited with his own side's points"),
            ],
        },
    ),
    (
        "stop-gap",
        "game_points",
        Words {
            label: "Trick points toward the game are counted:",
            values: &[
                ("\"as_scored\"", "As scored, doubled or redoubled"),
                ("\"undoubled\"", "At their undoubled value"),
            ],
        },
    ),
    (
        "widow-auction",
        "scoring",
        Words {
            label: "A game is worth:",
            values: &[
                ("\"dummy_up\"", "100, as at Dummy Up"),
                ("\"stop_gap\"", "200, as at Stop-Gap"),
            ],
        },
    ),
    (
        "bezique",
        "code",
        Words {
            label: "Which book?",
            values: &[
                ("\"1909\"", "1909: two players, with a trump"),
                (
                    "\"1927\"",
                    "1927: two to four players, with or without a trump",
                ),
            ],
        },
    ),
    (
        "bezique",
        "partnership",
        Words {
            label: "Four players as two partnerships?",
            values: &[
                ("false", "No: each plays for himself"),
                ("true", "Yes: two sides of two"),
            ],
        },
    ),
    (
        "bezique",
        "trump",
        Words {
            label: "Is there a trump turned up?",
            values: &[
                ("true", "Yes"),
                ("false", "No: the first marriage makes trumps"),
            ],
        },
    ),
    (
        "bezique",
        "target",
        Words {
            label: "Points in a game",
            values: &[
                ("null", "As the book says: 1,000 for two, 2,000 for more"),
                ("1000", "1,000"),
                ("1500", "1,500"),
                ("2000", "2,000"),
            ],
        },
    ),
    (
        "piquet",
        "code",
        Words {
            label: "Which book's capot?",
            values: &[
                ("\"1909\"", "1909: 40 and the last trick besides"),
                ("\"1927\"", "1927: 40 in all"),
            ],
        },
    ),
    (
        "piquet",
        "game",
        Words {
            label: "Points in a game",
            values: &[("100", "100"), ("101", "101")],
        },
    ),
    (
        "ecarte",
        "code",
        Words {
            label: "A hand played again after a renounce: what does the offender mark?",
            values: &[
                ("\"1909\"", "1909: nothing for the point, one for the vole"),
                (
                    "\"1927\"",
                    "1927: nothing unless he takes all five, then one",
                ),
            ],
        },
    ),
    (
        "ecarte",
        "game_values",
        Words {
            label: "Does a game count more when the loser has scored little?",
            values: &[
                ("false", "No: every game counts one"),
                ("true", "Yes: treble, double or single"),
            ],
        },
    ),
    (
        "pool-ecarte",
        "stake",
        Words {
            label: "Counters each player puts up for a pool",
            values: &[("1", "One"), ("2", "Two"), ("5", "Five"), ("10", "Ten")],
        },
    ),
    (
        "pool-ecarte",
        "rotation",
        Words {
            label: "Who plays the next game?",
            values: &[
                ("\"rentrant\"", "The winner against the next player waiting"),
                ("\"any\"", "Any two players"),
            ],
        },
    ),
    (
        "cribbage*",
        "code",
        Words {
            label: "Which book's line for a lurch?",
            values: &[
                ("\"1909\"", "1909: less than half the game"),
                ("\"1927\"", "1927: before the opponent reaches the line"),
            ],
        },
    ),
    (
        "cribbage",
        "variant",
        Words {
            label: "Which game?",
            values: &[
                ("\"five_card\"", "Five cards, 61 up"),
                ("\"six_card\"", "Six cards, 121 up"),
                ("\"seven_card\"", "Seven cards, 181 up"),
            ],
        },
    ),
    (
        "cribbage-three-hand",
        "game",
        Words {
            label: "Points in a game",
            values: &[("61", "61"), ("121", "121")],
        },
    ),
    (
        "sixty-six-four-hand",
        "exactly_100",
        Words {
            label: "A side that counts exactly 100 scores:",
            values: &[
                ("\"two\"", "Two game points"),
                ("\"one\"", "One game point"),
            ],
        },
    ),
    (
        "sixty-six-four-hand",
        "ten_of_trumps",
        Words {
            label: "Does the ten of trumps count a game point?",
            values: &[("false", "No"), ("true", "Yes")],
        },
    ),
    (
        "sixty-six-auction",
        "bid_120",
        Words {
            label: "A bid of 120 made is worth:",
            values: &[("4", "Four game points"), ("5", "Five game points")],
        },
    ),
    (
        "sixty-six-auction",
        "failure",
        Words {
            label: "A bid that fails:",
            values: &[
                ("\"debit\"", "Taken from the bidders"),
                ("\"credit_opponents\"", "Given to their opponents"),
            ],
        },
    ),
    (
        "pinochle",
        "beyond_1250",
        Words {
            label: "Both players out at 1,250 without a call:",
            values: &[
                ("\"add_250\"", "Play on another 250"),
                ("\"higher_wins\"", "The higher score wins"),
            ],
        },
    ),
    (
        "auction-pinochle",
        "scoring",
        Words {
            label: "How are scores settled?",
            values: &[
                ("\"tenths\"", "Divided by ten"),
                ("\"points\"", "In points"),
                ("\"fifties\"", "Parts of 50 thrown off"),
            ],
        },
    ),
    (
        "auction-pinochle",
        "bonus",
        Words {
            label: "Premiums on the higher bids?",
            values: &[("false", "No"), ("true", "Yes, paid only when made")],
        },
    ),
    (
        "party-prizes",
        "ties",
        Words {
            label: "A tie for a prize is decided:",
            values: &[
                ("\"play_off\"", "By playing one more game"),
                ("\"cut\"", "By cutting, high winning"),
                ("\"lot\"", "By lot"),
            ],
        },
    ),
    (
        "progressive-auction",
        "reckoning",
        Words {
            label: "A round counts:",
            values: &[
                ("\"gross\"", "Each side's whole score"),
                ("\"net\"", "Only the difference"),
            ],
        },
    ),
    (
        "skat-league-prizes",
        "play_points",
        Words {
            label: "For third and seventh prizes, \"the most points\" means:",
            values: &[
                ("\"card_points\"", "The card points taken in that game"),
                ("\"session_points\"", "The player's points for the session"),
            ],
        },
    ),
    (
        "skat-league-prizes",
        "highest_game",
        Words {
            label: "For sixth prize, the highest game won may be:",
            values: &[
                ("\"any\"", "Any game, Nullos included"),
                ("\"no_nullos\"", "Any game but a Nullo"),
            ],
        },
    ),
    (
        "skat-league-prizes",
        "tournee",
        Words {
            label: "For seventh prize, the Tournee class holds:",
            values: &[
                ("\"without_guckser\"", "Tournee and Passt mir nicht"),
                ("\"with_guckser\"", "Those and the Guckser"),
            ],
        },
    ),
];

fn words(law: &str, setting: &str) -> Option<&'static Words> {
    let find = |fits: &dyn Fn(&str) -> bool| {
        WORDS
            .iter()
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
        for (law, name, w) in WORDS {
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
