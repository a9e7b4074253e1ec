//! The pad as the books draw it: a column per side; when the pad is lined, what is scored above
//! the line is written upward from it (the latest nearest the line) and what counts toward game
//! below it, each game ruled off and each rubber or partie closed in place with its value.

use crate::db::tables::PlayTable;
use crate::exact::Q;
use crate::laws::pad::{CHIPS_LEFT, Item, Pad, PadInput, RUNNING, Row};
use crate::laws::registry::Table;

pub struct PadView {
    /// The first column's head: the law's word for an entry, "Deal" or backgammon's "Game".
    pub unit: String,
    pub heads: Vec<String>,
    pub lined: bool,
    pub above: Vec<Line>,
    pub below: Vec<Line>,
    pub net: Vec<String>,
    /// What the net row is called: "Net", or "Net of games finished" on a pad that keeps a game
    /// under way, so its 0 | 0 is not read as the score.
    pub net_label: &'static str,
    /// The game under way, for a law that writes a running score: its row's label and each
    /// side's points.
    pub under_way: Option<(&'static str, Vec<String>)>,
    pub money: Vec<String>,
    pub stake: String,
    pub open: bool,
    pub notes: Vec<String>,
}

/// One row of the pad.
pub struct Line {
    /// "deal", "game" or "settled".
    pub kind: &'static str,
    /// The deal's number from 1, for a deal row.
    pub deal: usize,
    /// The players may still correct it without the director's override.
    pub correctable: bool,
    /// Per side, the items written.
    pub cells: Vec<Vec<String>>,
    pub note: String,
    pub label: String,
}

fn items(list: &[Item]) -> Vec<String> {
    list.iter()
        .map(|i| match (i.words, i.label.is_empty()) {
            (true, _) => i.label.clone(),
            (false, true) => i.points.to_string(),
            (false, false) => format!("{} {}", i.points, i.label),
        })
        .collect()
}

/// "game" as a head: "Game".
pub(crate) fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

impl PadView {
    pub fn of(
        pad: &Pad,
        table: &PlayTable,
        input: &PadInput,
        rules: &Table,
        club: &crate::club::settings::ClubSettings,
    ) -> Self {
        let sides = pad.sides.len();
        let mut above = Vec::new();
        let mut below = Vec::new();
        for row in &pad.rows {
            match row {
                Row::Deal {
                    deal,
                    above: up,
                    below: down,
                    note,
                } => {
                    let correctable = (rules.correctable)(input, *deal);
                    let line = |cells: &[Vec<Item>]| Line {
                        kind: "deal",
                        deal: deal + 1,
                        correctable,
                        cells: (0..sides)
                            .map(|s| cells.get(s).map(|c| items(c)).unwrap_or_default())
                            .collect(),
                        note: note.clone(),
                        label: String::new(),
                    };
                    if pad.lined && up.iter().any(|c| !c.is_empty()) {
                        above.push(line(up));
                    }
                    below.push(line(down));
                }
                Row::Game { winner, label } => below.push(Line {
                    kind: "game",
                    deal: 0,
                    correctable: false,
                    cells: (0..sides)
                        .map(|s| match s == *winner {
                            true => vec![label.clone()],
                            false => Vec::new(),
                        })
                        .collect(),
                    note: String::new(),
                    label: label.clone(),
                }),
                Row::Settled { settlement } => {
                    if let Some(s) = pad.settled.get(*settlement) {
                        // "rubber 2–0: how it was reckoned": the head stays in the narrow first
                        // column, the reckoning goes to the note.
                        let (head, reckoning) = s.label.split_once(": ").unwrap_or((&s.label, ""));
                        below.push(Line {
                            kind: "settled",
                            deal: 0,
                            correctable: false,
                            cells: s.amounts.iter().map(|&a| vec![signed(a)]).collect(),
                            // A bare "value 79" reads as nothing: say whose it is.
                            note: {
                                let value = match s.winner.and_then(|w| pad.sides.get(w)) {
                                    Some(w) => format!("value {} to {w}, the winner", s.value),
                                    None => format!("value {}", s.value),
                                };
                                match reckoning {
                                    "" => value,
                                    r => format!("{r}; {value}"),
                                }
                            },
                            label: head.to_owned(),
                        });
                    }
                }
            }
        }
        // Above the line the pad is written upward: the latest entry sits nearest the line.
        above.reverse();
        let unit = table.stake_unit(pad).max(1);
        let net = pad.net();
        let money = net
            .iter()
            .map(|&n| club.money(Q::new(n.saturating_mul(table.stake), unit)))
            .collect();
        // A law that writes a running score keeps games to a target: its net counts only the
        // games finished, and the game being played is shown on its own row (issue 22).
        let keeps_games = pad.rows.iter().any(|r| match r {
            Row::Deal { below, .. } => below.iter().any(|c| {
                c.last()
                    .is_some_and(|i| i.label == RUNNING || i.label == CHIPS_LEFT)
            }),
            _ => false,
        });
        let under_way = pad.running().map(|(label, points)| {
            let label = match label {
                CHIPS_LEFT => "Game under way (chips left)",
                _ => "Game under way",
            };
            (label, points.iter().map(i64::to_string).collect())
        });
        PadView {
            unit: capitalised(pad.asks.unit()),
            heads: pad.sides.clone(),
            lined: pad.lined,
            above,
            below,
            net: net.into_iter().map(signed).collect(),
            net_label: match keeps_games {
                true => "Net of games finished",
                false => "Net",
            },
            under_way,
            money,
            stake: {
                let pence = super::school::stake_words(club, table.stake);
                // A payment game's pad is kept in counters, a score game's in points.
                let school = crate::laws::ledger::at_table::is_school(table.law);
                let per_game = crate::laws::billiards::staked_per_game(table.law.id);
                match (school, per_game, unit) {
                    (true, _, _) => format!("{pence} a counter"),
                    (false, Some(per), _) => format!("{pence} {per}"),
                    (false, None, 1) => format!("{pence} a point"),
                    (false, None, u) => format!("{pence} per {u} points"),
                }
            },
            open: pad.open,
            notes: pad.notes.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::tables::{Named, Player, Status};
    use crate::laws::pad::Settlement;
    use crate::laws::registry;

    /// A lined pad as bridge draws it (seed 000 L7296–7353): honours above, tricks below, the
    /// latest entry above the line written nearest it.
    #[test]
    fn above_the_line_is_written_upward_and_money_is_at_the_stake() {
        let pad = Pad {
            sides: vec!["We".into(), "They".into()],
            lined: true,
            rows: vec![
                Row::Deal {
                    deal: 0,
                    above: vec![vec![Item::new(24, "honours")], vec![]],
                    below: vec![vec![Item::new(18, "")], vec![]],
                    note: String::new(),
                },
                Row::Deal {
                    deal: 1,
                    above: vec![vec![], vec![Item::new(30, "aces")]],
                    below: vec![vec![], vec![Item::new(24, "")]],
                    note: String::new(),
                },
                Row::Game {
                    winner: 1,
                    label: "game".into(),
                },
                Row::Settled { settlement: 0 },
            ],
            settled: vec![Settlement::two_sided(Some(1), 7, "rubber")],
            stake_unit: 1,
            open: false,
            notes: vec![],
            asks: Default::default(),
        };
        let law = registry::find("rubicon-piquet").unwrap();
        let named = |n: &str| Named {
            player: Player::Guest(n.into()),
            name: n.into(),
        };
        let table = PlayTable {
            id: 1,
            law,
            settings: serde_json::Value::Null,
            stake: 3,
            per_hundred: false,
            dummy: None,
            status: Status::Open,
            night: None,
            season: "1909".into(),
            name: None,
            created_by: "D".into(),
            created_at: String::new(),
            sides: vec![vec![named("A")], vec![named("B")]],
        };
        let input = table.pad_input(vec![serde_json::json!({}), serde_json::json!({})]);
        let view = PadView::of(
            &pad,
            &table,
            &input,
            law.table.as_ref().unwrap(),
            &Default::default(),
        );
        assert_eq!(view.above[0].cells[1], vec!["30 aces"]);
        assert_eq!(view.above[1].cells[0], vec!["24 honours"]);
        assert_eq!(view.below.len(), 4);
        assert_eq!(view.below[2].cells[1], vec!["game"]);
        assert_eq!(view.net, vec!["-7", "+7"]);
        assert_eq!(view.money, vec!["-21", "21"]);
        assert!(view.below[1].correctable && !view.below[0].correctable);
    }
}
