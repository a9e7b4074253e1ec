use proptest::prelude::*;
use serde_json::json;

use super::pool::{self, GameEntry, Rotation};
use super::*;

fn input(sides: &[&str], settings: serde_json::Value, deals: serde_json::Value) -> PadInput {
    serde_json::from_value(json!({"settings": settings, "sides": sides, "deals": deals})).unwrap()
}

fn deals(v: serde_json::Value) -> Vec<Deal> {
    serde_json::from_value(v).unwrap()
}

/// The worked game of seed 000 L2123–2189 (A is player 0, Y player 1): 3–0, 3–2 (L2150),
/// 3–3 (L2166), 3–4 (L2169), and A wins 5–4 on Y's playing without proposing (L2176–2185).
fn book_game() -> serde_json::Value {
    json!([
        // L2128–2140: A deals and turns the king; Y proposes, A accepts; A takes all five.
        {"dealer": 0, "king": 0, "first": "proposed", "tricks": [5, 0]},
        // L2141–2150: A proposes, Y refuses ("Play") and wins the vole.
        {"dealer": 1, "first": "refused", "tricks": [0, 5]},
        // L2151–2166: Y plays without proposing and wins the point.
        {"dealer": 0, "first": "played", "tricks": [2, 3]},
        // L2167–2169: Y wins the point.
        {"dealer": 1, "tricks": [1, 4]},
        // L2170–2185: Y plays without proposing; A, not having announced his king (Law 23),
        // wins three tricks and marks two.
        {"dealer": 0, "first": "played", "tricks": [3, 2]}
    ])
}

#[test]
fn the_book_game_seed_000_l2123_2189() {
    let m = play(Settings::default(), &deals(book_game())).unwrap();
    let after: Vec<[i64; 2]> = m.hands.iter().map(|h| h.scores).collect();
    assert_eq!(after, vec![[3, 0], [3, 2], [3, 3], [3, 4], [5, 4]]);
    assert_eq!(m.games.len(), 1);
    assert_eq!((m.games[0].winner, m.games[0].value), (0, 1));
    assert_eq!(m.net, [1, -1]);
    assert_eq!(m.scores, [0, 0]);
    // Law 46 by agreement: the loser had four, so a single.
    let valued = Settings {
        game_values: true,
        ..Settings::default()
    };
    let m = play(valued, &deals(book_game())).unwrap();
    assert_eq!(m.games[0].label, "single 5–4");
    assert_eq!(m.net, [1, -1]);
}

/// Law 48 (seed 000 L2088–2090): the vole marks two, and Law 49 (L2092–2097) never makes it
/// more; the point against a player who stood marks two.
#[test]
fn vole_and_law_49() {
    let one = |d: serde_json::Value| {
        mark_hand(
            Settings::default(),
            [0, 0],
            &serde_json::from_value(d).unwrap(),
        )
        .unwrap()
        .0
    };
    assert_eq!(one(json!({"dealer": 0, "tricks": [0, 5]})), [0, 2]);
    assert_eq!(one(json!({"dealer": 0, "tricks": [3, 2]})), [1, 0]);
    // The non-dealer (1) played without proposing and lost the point: the dealer marks two.
    assert_eq!(
        one(json!({"dealer": 0, "first": "played", "tricks": [4, 1]})),
        [2, 0]
    );
    // ... and the vole against him is still two.
    assert_eq!(
        one(json!({"dealer": 0, "first": "played", "tricks": [5, 0]})),
        [2, 0]
    );
    // The dealer refused and lost: the non-dealer marks two; won: the plain one.
    assert_eq!(
        one(json!({"dealer": 0, "first": "refused", "tricks": [1, 4]})),
        [0, 2]
    );
    assert_eq!(
        one(json!({"dealer": 0, "first": "refused", "tricks": [3, 2]})),
        [1, 0]
    );
    // King and vole in one hand: three.
    assert_eq!(
        one(json!({"dealer": 1, "king": 1, "tricks": [0, 5]})),
        [0, 3]
    );
}

/// Law 47 and L2309–2311: a king turned at four makes game at once; the hand is not played.
#[test]
fn the_king_makes_game_before_play() {
    let m = play(
        Settings::default(),
        &deals(json!([
            {"dealer": 0, "tricks": [5, 0]},
            {"dealer": 1, "tricks": [5, 0]},
            {"dealer": 0, "king": 0}
        ])),
    )
    .unwrap();
    assert_eq!(m.hands[2].scores, [5, 0]);
    assert_eq!(m.hands[2].note, "king, the king makes game");
    // The loser had not scored: by agreement a treble (Law 46).
    let valued = Settings {
        game_values: true,
        ..Settings::default()
    };
    let m = play(
        valued,
        &deals(json!([
            {"dealer": 0, "tricks": [5, 0]},
            {"dealer": 1, "tricks": [5, 0]},
            {"dealer": 0, "king": 0, "tricks": [0, 5]}
        ])),
    )
    .unwrap();
    assert_eq!((m.games[0].value, m.net), (3, [3, -3]));
}

/// Law 43 (seed 000 L2063–2069) against 1927 L15041–15050: what the renouncer marks when the
/// hand is played again.
#[test]
fn a_replayed_hand_by_code() {
    let mark = |code, d: serde_json::Value| {
        let s = Settings {
            code,
            ..Settings::default()
        };
        mark_hand(s, [0, 0], &serde_json::from_value(d).unwrap())
            .unwrap()
            .0
    };
    for code in [Code::Hoyle1909, Code::Rules1927] {
        assert_eq!(
            mark(code, json!({"dealer": 0, "replayed": 0, "tricks": [3, 2]})),
            [0, 0]
        );
        assert_eq!(
            mark(code, json!({"dealer": 0, "replayed": 0, "tricks": [5, 0]})),
            [1, 0]
        );
        // The other player wins: his ordinary marks.
        assert_eq!(
            mark(code, json!({"dealer": 0, "replayed": 0, "tricks": [2, 3]})),
            [0, 1]
        );
    }
    // The adversary stood: 1909 gives the offender one, 1927 nothing.
    let stood = json!({"dealer": 0, "first": "played", "replayed": 0, "tricks": [4, 1]});
    assert_eq!(mark(Code::Hoyle1909, stood.clone()), [1, 0]);
    assert_eq!(mark(Code::Rules1927, stood), [0, 0]);
}

/// Law 42 (seed 000 L2059–2062): abandoned without a trick gives the vole, after one or two
/// the point.
#[test]
fn an_abandoned_hand() {
    let mark = |d: serde_json::Value| {
        mark_hand(
            Settings::default(),
            [0, 0],
            &serde_json::from_value(d).unwrap(),
        )
    };
    assert_eq!(
        mark(json!({"dealer": 0, "abandoned": 1, "tricks": [2, 0]}))
            .unwrap()
            .0,
        [2, 0]
    );
    assert_eq!(
        mark(json!({"dealer": 0, "abandoned": 1, "tricks": [1, 2]}))
            .unwrap()
            .0,
        [1, 0]
    );
    assert_eq!(
        mark(json!({"dealer": 0, "abandoned": 1, "tricks": [1, 3]}))
            .unwrap_err()
            .field,
        "tricks"
    );
}

#[test]
fn bad_hands_are_refused_naming_the_field() {
    let err = |d: serde_json::Value| pad(&input(&["A", "Y"], json!(null), d)).unwrap_err();
    assert_eq!(
        err(json!([{"dealer": 0, "tricks": [6, 0]}])).field,
        "deals[0].tricks[0]"
    );
    let e = err(json!([{"dealer": 0, "tricks": [3, 3]}]));
    assert_eq!(
        (e.field.as_str(), e.message.as_str()),
        ("deals[0].tricks", "6 tricks; a hand is 5")
    );
    assert_eq!(
        err(json!([{"dealer": 0, "tricks": [-1, 6]}])).field,
        "deals[0].tricks[0]"
    );
    assert_eq!(
        err(json!([{"dealer": 2, "tricks": [3, 2]}])).field,
        "deals[0].dealer"
    );
    assert_eq!(err(json!([{"dealer": 0}])).field, "deals[0].tricks");
    assert!(
        err(json!([{"dealer": 0, "first": "stood", "tricks": [3, 2]}]))
            .field
            .starts_with("deals[0].first")
    );
    let e = pad(&input(&["A", "B", "C"], json!(null), json!([]))).unwrap_err();
    assert_eq!(e.field, "sides");
}

#[test]
fn the_pad_draws_the_book_game() {
    let p = pad(&input(&["A", "Y"], json!(null), book_game())).unwrap();
    assert_eq!(p.settled.len(), 1);
    assert_eq!(p.net(), vec![1, -1]);
    assert!(!p.open);
    assert!(p.notes[0].starts_with("Code 1909"));
    let p = pad(&input(
        &["A", "Y"],
        json!({"code": "1927"}),
        json!([{"dealer": 0, "tricks": [3, 2]}]),
    ))
    .unwrap();
    assert!(p.open && p.notes[0].starts_with("Code 1927"));
}

/// Laws 50–51: the game under way may be corrected by the players; a finished game may not.
#[test]
fn corrections_run_to_the_end_of_the_game() {
    let mut all = book_game().as_array().unwrap().clone();
    all.push(json!({"dealer": 1, "tricks": [3, 2]}));
    all.push(json!({"dealer": 0, "tricks": [3, 2]}));
    let i = input(&["A", "Y"], json!(null), json!(all));
    assert!(!correctable(&i, 0));
    assert!(!correctable(&i, 4));
    assert!(correctable(&i, 5));
    assert!(correctable(&i, 6));
}

fn games(v: &[(usize, usize)]) -> Vec<GameEntry> {
    v.iter()
        .map(|&(winner, loser)| GameEntry { winner, loser })
        .collect()
}

/// Seed 001 L15077–15087 with three players and a stake of 2: A beats B (B pays 2); the
/// rentrant C beats A (A pays 2); C beats B: two running, C takes the pool of 6 + 2 + 2 + 2 = 12.
#[test]
fn pool_ecarte_two_running_take_the_pool() {
    let s = pool::Settings {
        stake: 2,
        rotation: Rotation::Rentrant,
    };
    let p = pool::play(s, 3, &games(&[(0, 1), (2, 0), (2, 1)])).unwrap();
    assert_eq!(p.taken.len(), 1);
    assert_eq!(p.taken[0].pool, 12);
    // A put in 4, B 6, C 2: C gains 10.
    assert_eq!(p.taken[0].amounts, vec![-4, -6, 10]);
    assert_eq!(p.open, None);
    // A new pool: its first game is free.
    let p = pool::play(s, 3, &games(&[(0, 1), (2, 0), (2, 1), (1, 0)])).unwrap();
    let open = p.open.unwrap();
    assert_eq!(
        (open.pool, open.put_in, open.next),
        (8, vec![4, 2, 2], Some([1, 2]))
    );
}

#[test]
fn pool_ecarte_rotation_is_checked() {
    let s = pool::Settings::default();
    // After A beats B, the game is A against the rentrant C.
    let e = pool::play(s, 3, &games(&[(0, 1), (1, 0)])).unwrap_err();
    assert_eq!(e.field, "deals[1].winner");
    assert!(e.message.contains("player 2, the rentrant"), "{e}");
    let any = pool::Settings {
        rotation: Rotation::Any,
        ..s
    };
    assert!(pool::play(any, 3, &games(&[(0, 1), (1, 0)])).is_ok());
    // Four players queue: after A beats B, C is the rentrant, then D, then B.
    let p = pool::play(s, 4, &games(&[(0, 1), (2, 0), (3, 2)])).unwrap();
    assert_eq!(p.open.unwrap().next, Some([3, 1]));
    assert_eq!(
        pool::play(s, 3, &games(&[(0, 0)])).unwrap_err().field,
        "deals[0].loser"
    );
    assert_eq!(pool::play(s, 2, &[]).unwrap_err().field, "players");
    let bad = pool::Settings { stake: 0, ..s };
    assert_eq!(pool::play(bad, 3, &[]).unwrap_err().field, "settings.stake");
}

fn arb_hand() -> impl Strategy<Value = Deal> {
    (
        0..2usize,
        proptest::option::of(0..2usize),
        prop_oneof![
            Just(First::Proposed),
            Just(First::Played),
            Just(First::Refused)
        ],
        0..=5i64,
        proptest::option::of(0..2usize),
    )
        .prop_map(|(dealer, king, first, t, replayed)| Deal {
            dealer,
            king,
            first,
            tricks: Some(vec![t, 5 - t]),
            abandoned: None,
            replayed,
        })
}

proptest! {
    /// Net sums to zero; scores stay under five between games; entering the hands one by one
    /// gives the same pad as entering them at once.
    #[test]
    fn ecarte_balances_and_replays(hands in proptest::collection::vec(arb_hand(), 0..30), values: bool) {
        let settings = Settings { game_values: values, ..Settings::default() };
        let m = play(settings, &hands).unwrap();
        prop_assert_eq!(m.net[0] + m.net[1], 0);
        prop_assert!(m.scores.iter().all(|&s| s < GAME));
        for h in &m.hands {
            prop_assert!(h.marks.iter().sum::<i64>() <= 3);
        }
        let mut scores = [0, 0];
        for h in &hands {
            let (marks, _) = mark_hand(settings, scores, h).unwrap();
            scores = [scores[0] + marks[0], scores[1] + marks[1]];
            if scores.iter().any(|&s| s >= GAME) {
                scores = [0, 0];
            }
        }
        prop_assert_eq!(scores, m.scores);
    }

    /// Every pool taken sums to zero, and the pool is what was put in.
    #[test]
    fn pools_balance(players in 3..=8usize, picks in proptest::collection::vec((0..8usize, 0..7usize), 0..40), stake in 1..50i64) {
        let s = pool::Settings { stake, rotation: Rotation::Any };
        let entries: Vec<GameEntry> = picks
            .iter()
            .map(|&(w, d)| {
                let winner = w % players;
                GameEntry { winner, loser: (winner + 1 + d % (players - 1)) % players }
            })
            .collect();
        let p = pool::play(s, players, &entries).unwrap();
        for t in &p.taken {
            prop_assert_eq!(t.amounts.iter().sum::<i64>(), 0);
            prop_assert!(t.amounts[t.winner] >= stake * (players as i64 - 1));
        }
        prop_assert_eq!(p.net.iter().sum::<i64>(), 0);
    }
}
