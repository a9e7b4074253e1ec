//! A school at a table, on a toy law: the sitting read back, players coming and going through
//! the settings, and the pools at the start.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::json;

use super::super::Transfers;
use super::super::school::{self, At, Game};
use super::*;
use crate::laws::pad::Sides;
use crate::laws::registry::{Law, Table, last_deal_only};

/// The winner takes two from each other player; each player in the deal puts one into the
/// kitty, which a "sweep" empties to the winner.
struct Toy;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ToyDeal {
    winner: usize,
    #[serde(default)]
    sweep: bool,
}

impl Game for Toy {
    type Settings = BTreeMap<String, i64>;
    type Deal = ToyDeal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;
    const WHOM: &'static str = "two to six players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=4;

    fn deal(
        _: &Self::Settings,
        at: &At<'_>,
        _: &mut (),
        d: &ToyDeal,
    ) -> Result<Transfers, LawError> {
        let w = at.player("winner", d.winner)?;
        let mut t = at.transfers().with_note(format!("{} wins", at.name(w)));
        t.each_pays(&at.others(w), w, 2);
        for &p in &at.seated {
            t.into_pool(p, "kitty", 1);
        }
        if d.sweep {
            let all = at.ledger.pool("kitty") + at.seated.len() as i64;
            t.out_of_pool(w, "kitty", all);
        }
        Ok(t)
    }
}

pub(crate) static TOY: Law = Law {
    id: "toy-school",
    name: "Toy school",
    sources: "",
    doc: "",
    settings: &[],
    score: |s| school::score::<Toy>(s),
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 6,
            players_per_side: 1,
        },
        deal: &[school::SEATED],
        pad: school::pad::<Toy>,
        correctable: last_deal_only,
        claims_closed: None,
    }),
};

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

#[test]
fn a_school_is_known_by_its_answer_and_other_laws_are_not() {
    assert!(is_school(&TOY));
    let whist = crate::laws::registry::find("rubicon-piquet").unwrap();
    assert!(!is_school(whist));
    assert!(kept(whist, &json!({}), &names(&["A", "B"]), &[]).is_none());
}

/// By hand: Al, Bea and Cy with 4 in the kitty at the start; Al wins deal 1, Bea sweeps deal
/// 2; then Dan joins for deal 3, which he wins, and Al leaves after it.
#[test]
fn the_sitting_reads_back_with_its_pools_and_who_sat() {
    let players = names(&["Al", "Bea", "Cy"]);
    let settings = with_pools(&json!({}), &BTreeMap::from([("kitty".to_owned(), 4)]));
    let deals = vec![json!({"winner": 0}), json!({"winner": 1, "sweep": true})];
    let k = kept(&TOY, &settings, &players, &deals).unwrap().unwrap();
    // Deal 1: Al +4 −1 = +3, Bea −3, Cy −3, kitty 4 + 3 = 7.
    assert_eq!(k.deals[0].amounts, vec![3, -3, -3]);
    assert_eq!(k.deals[0].pools["kitty"], 7);
    // Deal 2: Bea +4 −1 + 10 = +13, Al −3, Cy −3; the kitty empty.
    assert_eq!(k.deals[1].amounts, vec![-3, 13, -3]);
    assert_eq!(k.balances, vec![0, 10, -6]);
    assert_eq!(k.pools["kitty"], 0);
    assert_eq!(k.start["kitty"], 4);
    // The kitty's 4 at the start went to Bea: it is owed "by" the kitty.
    let words: Vec<String> = k
        .settlement
        .iter()
        .map(|p| format!("{} {} {}", k.name(&p.from), k.name(&p.to), p.amount))
        .collect();
    assert_eq!(words, vec!["Cy Bea 6", "the kitty Bea 4"]);
    assert_eq!(k.at_the_table(), vec![0, 1, 2]);

    // Dan joins from deal 3; Al leaves after deal 3.
    let players = names(&["Al", "Bea", "Cy", "Dan"]);
    let settings = with_joining(&settings, 3, 3);
    assert_eq!(settings["joined"], json!([null, null, null, 3]));
    let mut deals = deals;
    deals.push(json!({"winner": 3}));
    let settings = with_leaving(&settings, 4, 0, 3);
    assert_eq!(settings["left"], json!([3, null, null, null]));
    let k = kept(&TOY, &settings, &players, &deals).unwrap().unwrap();
    assert_eq!(k.deals[0].amounts, vec![3, -3, -3, 0], "Dan not yet there");
    assert_eq!(k.deals[2].amounts, vec![-3, -3, -3, 5]);
    assert_eq!(k.at_the_table(), vec![1, 2, 3]);
    assert_eq!(k.joined, vec![1, 1, 1, 3]);
    assert_eq!(k.left, vec![Some(3), None, None, None]);
    // A deal naming Al after he left is refused by the school, naming the field.
    deals.push(json!({"winner": 0}));
    let e = kept(&TOY, &settings, &players, &deals)
        .unwrap()
        .unwrap_err();
    assert_eq!(e.field, "deals[3].winner");
}

#[test]
fn the_pools_at_the_start_are_given_once_and_never_below_nothing() {
    let players = names(&["Al", "Bea"]);
    let below = with_pools(&json!({}), &BTreeMap::from([("kitty".to_owned(), -1)]));
    let e = kept(&TOY, &below, &players, &[]).unwrap().unwrap_err();
    assert_eq!(e.field, "settings.pools.kitty");
    let twice = json!({"players": ["Al", "Bea"], "pools": {"kitty": 1},
                       "settings": {"pools": {"kitty": 2}}});
    let e = school::score::<Toy>(&twice.to_string()).unwrap_err();
    assert_eq!(e.field, "settings.pools");
    // The pad starts from them too.
    let input = crate::laws::pad::PadInput {
        settings: json!({"pools": {"kitty": 5}}),
        sides: players,
        deals: vec![json!({"winner": 1, "sweep": true})],
    };
    let pad = school::pad::<Toy>(&input).unwrap();
    assert_eq!(pad.settled[0].amounts, vec![-3, 8]);
    assert!(
        with_pools(&json!({"pools": {"kitty": 1}}), &BTreeMap::new())
            .get("pools")
            .is_none()
    );
}
