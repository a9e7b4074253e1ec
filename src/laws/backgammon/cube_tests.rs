//! The cube as clubs keep it (not in the book, seed 000 L9079–9124 has no cube): its owner from
//! the doubles, the Jacoby rule and beavers, all by hand.

use serde_json::{Value, json};

use super::super::registry;

fn score(law: &str, input: Value) -> Result<Value, super::super::LawError> {
    registry::score(law, &input.to_string()).map(|out| serde_json::from_str(&out).unwrap())
}

fn amounts(out: &Value) -> Vec<Vec<i64>> {
    out["deals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| serde_json::from_value(d["amounts"].clone()).unwrap())
        .collect()
}

/// One game between Ann and Bob under `settings`: its amounts, or the refusal's field and words.
fn game(settings: Value, deal: Value) -> Result<Vec<i64>, (String, String)> {
    score(
        "backgammon",
        json!({"settings": settings, "players": ["Ann", "Bob"], "deals": [deal]}),
    )
    .map(|out| amounts(&out).remove(0))
    .map_err(|e| (e.field, e.message))
}

fn field(r: Result<Vec<i64>, (String, String)>) -> (String, String) {
    r.expect_err("refused")
}

/// Ann doubles (2), Bob redoubles (4), Ann redoubles (8): each later double by the player who
/// took the last. Bob's gammon at 8 is 16 at a stake of 1.
#[test]
fn the_doubles_make_the_cube_and_agree_with_it() {
    let d = json!({"winner": 1, "kind": "gammon", "doubles": [0, 1, 0]});
    assert_eq!(game(json!({}), d.clone()), Ok(vec![-16, 16]));
    let mut with = d.clone();
    with["cube"] = json!(8);
    assert_eq!(game(json!({}), with), Ok(vec![-16, 16]));
    let mut wrong = d;
    wrong["cube"] = json!(4);
    let (f, m) = field(game(json!({}), wrong));
    assert_eq!(f, "deals[0].cube");
    assert!(m.contains("make the cube 8"), "{m}");
    // No doubles at all: the cube of 1.
    assert_eq!(
        game(
            json!({}),
            json!({"winner": 0, "kind": "hit", "doubles": []})
        ),
        Ok(vec![1, -1])
    );
}

#[test]
fn only_the_cubes_owner_may_double() {
    let (f, m) = field(game(json!({}), json!({"winner": 0, "doubles": [0, 1, 1]})));
    assert_eq!(f, "deals[0].doubles[2]");
    assert!(
        m.contains("Ann owns the cube, having accepted Bob's double"),
        "{m}"
    );
    let (f, _) = field(game(json!({}), json!({"winner": 0, "doubles": [0, 2]})));
    assert_eq!(f, "deals[0].doubles[1]");
    // Thirteen doubles take the cube past 4096.
    let many: Vec<usize> = (0..13).map(|k| k % 2).collect();
    let (f, _) = field(game(json!({}), json!({"winner": 0, "doubles": many})));
    assert_eq!(f, "deals[0].doubles");
}

/// Bob doubles (Ann owns the cube at 2), Ann redoubles to 4 and Bob gives up: he pays the cube
/// as it stood, 2; the refused double was Ann's, so Ann won.
#[test]
fn a_refused_double_is_the_last_and_its_doubler_wins() {
    let d = json!({"winner": 0, "doubles": [1, 0], "declined": true});
    assert_eq!(game(json!({"stake": 5}), d), Ok(vec![10, -10]));
    let (f, m) = field(game(
        json!({}),
        json!({"winner": 1, "doubles": [1, 0], "declined": true}),
    ));
    assert_eq!(f, "deals[0].winner");
    assert!(m.contains("given up at Ann's double"), "{m}");
    let (f, _) = field(game(
        json!({}),
        json!({"winner": 0, "doubles": [], "declined": true}),
    ));
    assert_eq!(f, "deals[0].declined");
}

/// In a match to 3, Ann's gammon makes it 2–0: the next game is the Crawford game, and a
/// double in it is refused at the doubles.
#[test]
fn a_double_in_the_crawford_game_is_refused() {
    let e = score(
        "backgammon",
        json!({"settings": {"match_to": 3}, "players": ["Ann", "Bob"], "deals": [
            {"winner": 0, "kind": "gammon"},
            {"winner": 1, "doubles": [1]},
        ]}),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[1].doubles");
    assert!(e.message.contains("Crawford"), "{}", e.message);
}

/// The Jacoby rule: an undoubled gammon is single (1, not 2), a doubled one is not (2 × 2);
/// an undoubled backgammon single too; a hit is unchanged.
#[test]
fn the_jacoby_rule_counts_an_undoubled_gammon_single() {
    let j = json!({"jacoby": true});
    let out = score(
        "backgammon",
        json!({"settings": j, "players": ["Ann", "Bob"], "deals": [
            {"winner": 0, "kind": "gammon"},
            {"winner": 1, "kind": "gammon", "doubles": [0]},
            {"winner": 0, "kind": "backgammon", "cube": 1},
            {"winner": 0, "kind": "backgammon", "cube": 2},
            {"winner": 1, "kind": "hit"},
        ]}),
    )
    .unwrap();
    assert_eq!(
        amounts(&out),
        vec![
            vec![1, -1],
            vec![-4, 4],
            vec![1, -1],
            vec![6, -6],
            vec![-1, 1]
        ]
    );
    let note = out["deals"][0]["note"].as_str().unwrap();
    assert!(note.contains("single by the Jacoby rule"), "{note}");
    // Without it, the book's values.
    assert_eq!(
        game(json!({}), json!({"winner": 0, "kind": "gammon"})),
        Ok(vec![2, -2])
    );
    // Money play only.
    let (f, m) = field(game(
        json!({"jacoby": true, "match_to": 5}),
        json!({"winner": 0}),
    ));
    assert_eq!(f, "settings.jacoby");
    assert!(m.contains("money play"), "{m}");
}

/// Beavers: Ann doubles to 2, Bob beavers to 4 keeping the cube, then Bob doubles to 8 (he owns
/// it); Bob's gammon is 16. Ann doubles, Bob beavers, Bob redoubles and Ann gives up: 4.
#[test]
fn a_beaver_doubles_the_cube_and_keeps_it() {
    let b = json!({"beavers": true});
    assert_eq!(
        game(
            b.clone(),
            json!({"winner": 1, "kind": "gammon", "doubles": [0, 1], "beavers": 1})
        ),
        Ok(vec![-16, 16])
    );
    assert_eq!(
        game(
            b.clone(),
            json!({"winner": 1, "doubles": [0, 1], "beavers": 1, "declined": true})
        ),
        Ok(vec![-4, 4])
    );
    // With the cube alone: a beaver needs a double before it, so a cube of at least 4.
    assert_eq!(
        game(b.clone(), json!({"winner": 1, "cube": 4, "beavers": 1})),
        Ok(vec![-4, 4])
    );
    let (f, m) = field(game(
        b.clone(),
        json!({"winner": 1, "cube": 2, "beavers": 1}),
    ));
    assert_eq!(f, "deals[0].beavers");
    assert!(m.contains("at least 4"), "{m}");
    // More beavers than doubles taken.
    let (f, _) = field(game(
        b.clone(),
        json!({"winner": 1, "doubles": [0, 1], "beavers": 1, "declined": true, "cube": 2}),
    ));
    assert_eq!(f, "deals[0].cube");
    let (f, _) = field(game(
        b.clone(),
        json!({"winner": 1, "doubles": [0], "beavers": 2}),
    ));
    assert_eq!(f, "deals[0].beavers");
    let (f, _) = field(game(
        b.clone(),
        json!({"winner": 1, "doubles": [0], "beavers": -1}),
    ));
    assert_eq!(f, "deals[0].beavers");
    // A beaver where the table does not allow them.
    let (f, m) = field(game(
        json!({}),
        json!({"winner": 1, "doubles": [0], "beavers": 1}),
    ));
    assert_eq!(f, "deals[0].beavers");
    assert!(m.contains("not allowed"), "{m}");
    // Money play only.
    let (f, _) = field(game(
        json!({"beavers": true, "match_to": 7}),
        json!({"winner": 0}),
    ));
    assert_eq!(f, "settings.beavers");
}

/// The Jacoby rule in a chouette, member by member: the team's gammon pays Bob, whose cube
/// never turned, a single game; Cat, doubled to 2, a gammon at 2.
#[test]
fn the_jacoby_rule_in_a_chouette() {
    let out = score(
        "chouette",
        json!({"settings": {"jacoby": true}, "players": ["Ann", "Bob", "Cat"], "deals": [
            {"box": 0, "winner": 1, "kind": "gammon", "cubes": [null, 1, 2]},
        ]}),
    )
    .unwrap();
    assert_eq!(amounts(&out), vec![vec![-5, 1, 4]]);
}

/// The table's form asks who owns the cube, not the doubles in turn: with the cube's value they
/// give the same doubles. Ann doubles (2), Bob redoubles (4): Ann owns the cube at 4, and Bob's
/// gammon pays 8 either way.
#[test]
fn the_owner_and_the_cube_give_the_doubles() {
    let by_list = json!({"winner": 1, "kind": "gammon", "doubles": [0, 1]});
    let by_owner = json!({"winner": 1, "kind": "gammon", "cube": 4, "owner": 0});
    assert_eq!(game(json!({}), by_list), Ok(vec![-8, 8]));
    assert_eq!(game(json!({}), by_owner), Ok(vec![-8, 8]));
    // Bob doubled, Ann took and redoubled, Bob refused: Ann owned the cube at 2 and offered
    // the refused double, so won; Bob pays 2.
    let refused = json!({"winner": 0, "cube": 2, "owner": 0, "declined": true});
    assert_eq!(game(json!({}), refused), Ok(vec![2, -2]));
    // Owned with beavers: Bob doubles, Ann beavers (4, hers), Ann doubles (8), Bob takes.
    let beavered = json!({"winner": 1, "cube": 8, "beavers": 1, "owner": 1});
    assert_eq!(game(json!({"beavers": true}), beavered), Ok(vec![-8, 8]));
}

#[test]
fn an_owner_the_cube_cannot_have_is_refused() {
    // Nobody took a double at a cube of 1.
    let (f, m) = field(game(json!({}), json!({"winner": 0, "owner": 1})));
    assert_eq!(f, "deals[0].owner");
    assert!(m.contains("nobody owns it"), "{m}");
    // The refused double was the first: the cube was in the middle.
    let (f, _) = field(game(
        json!({}),
        json!({"winner": 0, "owner": 0, "declined": true}),
    ));
    assert_eq!(f, "deals[0].owner");
    // A refused double is offered by its owner, the winner.
    let (f, m) = field(game(
        json!({}),
        json!({"winner": 0, "cube": 2, "owner": 1, "declined": true}),
    ));
    assert_eq!(f, "deals[0].owner");
    assert!(m.contains("Ann offered the refused double"), "{m}");
    // Beside the doubles, the owner must be the one they leave with the cube.
    let (f, m) = field(game(
        json!({}),
        json!({"winner": 0, "doubles": [0, 1], "owner": 1}),
    ));
    assert_eq!(f, "deals[0].owner");
    assert!(m.contains("leave the cube with Ann"), "{m}");
    assert_eq!(
        game(
            json!({}),
            json!({"winner": 0, "doubles": [0, 1], "owner": 0})
        ),
        Ok(vec![4, -4])
    );
    let (f, _) = field(game(json!({}), json!({"winner": 0, "cube": 2, "owner": 2})));
    assert_eq!(f, "deals[0].owner");
    // The Crawford game has no cube to own.
    let e = score(
        "backgammon",
        json!({"settings": {"match_to": 3}, "players": ["Ann", "Bob"],
               "deals": [{"winner": 0, "kind": "gammon"}, {"winner": 1, "owner": 0}]}),
    )
    .unwrap_err();
    assert_eq!(e.field, "deals[1].owner");
    assert!(e.message.contains("Crawford"), "{e}");
}

proptest::proptest! {
    /// Any legal doubles in turn score exactly as their owner, cube and beavers do: the pad's
    /// entry and the command line's list are one game.
    #[test]
    fn the_owner_scores_as_the_doubles(
        first in 0..2usize,
        taken in 0..5i64,
        declined in proptest::bool::ANY,
        beavers_seed in 0..5i64,
        winner_seed in 0..2usize,
        kind in 0..3usize,
    ) {
        let beavers = beavers_seed.min(taken);
        let n = taken + i64::from(declined);
        let doubles: Vec<usize> = (0..n).map(|k| (first + k as usize) % 2).collect();
        let winner = match (declined, doubles.last()) {
            (true, Some(&p)) => p,
            _ => winner_seed,
        };
        let kind = if declined { "hit" } else { ["hit", "gammon", "backgammon"][kind] };
        let cube = 1i64 << (taken + beavers);
        let owner = (taken > 0).then(|| 1 - doubles[taken as usize - 1]);
        let settings = json!({"beavers": true, "stake": 3});
        let mut listed = json!({"winner": winner, "kind": kind, "doubles": doubles,
                                "beavers": beavers, "declined": declined});
        let mut owned = json!({"winner": winner, "kind": kind, "cube": cube,
                               "beavers": beavers, "declined": declined});
        if let Some(o) = owner {
            owned["owner"] = json!(o);
            listed["owner"] = json!(o);
        }
        if declined && taken == 0 {
            // The first double refused: nobody owned the cube, and the form leaves it blank.
            proptest::prop_assert!(owner.is_none());
        }
        let a = score("backgammon", json!({"settings": settings, "players": ["Ann", "Bob"], "deals": [listed]}));
        let b = score("backgammon", json!({"settings": settings, "players": ["Ann", "Bob"], "deals": [owned]}));
        proptest::prop_assert!(a.is_ok(), "{:?}", a.err());
        proptest::prop_assert_eq!(a.unwrap(), b.unwrap());
    }
}

/// The command line takes the cube alone (its documented shape); a table's form, which asks
/// the owner beside the cube, refuses a cube turned with nobody owning it, unless the game
/// ended on a refused double (a first double refused leaves nobody owning the cube).
#[test]
fn a_cube_turned_needs_its_owner_at_a_table_only() {
    assert_eq!(
        game(json!({}), json!({"winner": 0, "kind": "hit", "cube": 4})),
        Ok(vec![4, -4])
    );
    let at_table = |deal: Value| {
        registry::refuse_at_table("backgammon", 2, &deal).map_err(|e| (e.field, e.message))
    };
    let (field, message) = at_table(json!({"winner": 0, "cube": 4})).unwrap_err();
    assert_eq!(field, "deals[2].owner");
    assert!(
        message.contains("say who took the last double"),
        "{message}"
    );
    for fine in [
        json!({"winner": 0, "cube": 4, "owner": 1}),
        json!({"winner": 0, "cube": 4, "doubles": [0, 1]}),
        json!({"winner": 0, "cube": 2, "declined": true}),
        json!({"winner": 0, "cube": 1}),
        json!({"winner": 0}),
    ] {
        assert_eq!(at_table(fine.clone()), Ok(()), "{fine}");
    }
    // Another law's deal is not the cube's business.
    assert_eq!(
        registry::refuse_at_table("chouette", 0, &json!({"cube": 4})),
        Ok(())
    );
}
