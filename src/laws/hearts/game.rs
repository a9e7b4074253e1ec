//! The law `hearts` (seed 001 L9680–9921): a deal's hearts counted (`count`) and paid by the
//! method in force (`settle`), auction hearts' bidder and its jack played again, and domino
//! hearts' game of thirty-one.

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::{Asks, Field, FieldKind, Sides};
use super::super::registry::{self, Law, Table};
use super::count::{self, Charges};
use super::rules::{
    DOMINO_GAME, DOMINO_STAKE, Deal, MANY_CLEAR, METHOD, MOST_COUNTERS, ManyClear, Method, SETTLE,
    Settings, Settle,
};
use super::settle::{self, Outcome};
use super::{POOL, each, names_of};

/// Hearts as a payment game.
pub struct Hearts;

/// What hearts remembers from deal to deal besides the pool.
#[derive(Debug, Default)]
pub struct Carry {
    /// Auction hearts: the bidder whose pool is a jack, who names the suit again without
    /// bidding until it is won (L9861–9866).
    auction_jack: Option<usize>,
    /// Domino hearts' game: the hearts scored against each player so far.
    domino: Vec<i64>,
}

impl Game for Hearts {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = Carry;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=7;
    const WHOM: &'static str = "two to seven players";
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 2..=7;

    fn deal(s: &Settings, at: &At<'_>, carry: &mut Carry, d: &Deal) -> Result<Transfers, LawError> {
        check_settings(s)?;
        let c = count::charges(s.method, at, d)?;
        let mut t = at.transfers();
        // `domino_game` is read at domino hearts only, as `settle` is only at the variations:
        // a table's settings may carry both whatever the game.
        let game = s.domino_game.filter(|_| s.method == Method::Domino);
        if d.lost_first.is_some() && game.is_none() {
            return Err(at.refuse("lost_first", "only domino hearts played as a game has one"));
        }
        let how = match s.method {
            Method::Simple => Settle::Simple,
            Method::Sweepstakes => Settle::Sweepstakes,
            Method::Howell => Settle::Howell,
            _ => s.settle,
        };
        let revokers = revokers(at, d)?;
        let pooled = match (s.method, game) {
            (Method::Auction, _) => true,
            (Method::Domino, Some(_)) => false,
            _ => how != Settle::Howell,
        };
        if !revokers.is_empty() && !pooled {
            return Err(at.refuse(
                "revoke",
                "the book settles a revoke only where a pool is won; enter the deal as the players settled it",
            ));
        }
        let note = match (s.method, game) {
            (Method::Auction, _) => auction(at, carry, d, &c, &revokers, &mut t)?,
            (Method::Domino, Some(game)) => domino_game(s, game, at, carry, d, &c, &mut t)?,
            _ => regular(how, s.many_clear, at, &c, &revokers, &mut t),
        };
        Ok(t.with_note(format!("{}. {note}", capital(&c.words))))
    }

    /// Each variation's questions only at its own table; the revoke where a pool is won.
    fn asks(s: &Settings) -> Asks {
        let own = |method: Method| s.method == method;
        let game = own(Method::Domino) && s.domino_game.is_some();
        let howell = match s.method {
            Method::Howell => true,
            Method::Simple | Method::Sweepstakes | Method::Auction => false,
            _ => s.settle == Settle::Howell,
        };
        let mut not_asked: Vec<&'static str> = FORMS
            .iter()
            .filter(|(_, method)| !own(*method))
            .map(|(field, _)| *field)
            .collect();
        if !game {
            not_asked.push("lost_first");
        }
        if game || (howell && !own(Method::Auction)) {
            not_asked.push("revoke");
        }
        Asks {
            not_asked,
            ..Asks::default()
        }
    }

    fn notes(s: &Settings) -> Vec<String> {
        let how = match s.method {
            Method::Simple => Some(Settle::Simple),
            Method::Sweepstakes => Some(Settle::Sweepstakes),
            Method::Howell => Some(Settle::Howell),
            Method::Auction => None,
            Method::Domino if s.domino_game.is_some() => None,
            _ => Some(s.settle),
        };
        let mut notes = vec![match how {
            Some(Settle::Simple) => "Each puts up a counter a heart; the fewest hearts win the pool, a tie divides it and the odd counters stay for the next deal.".to_owned(),
            Some(Settle::Sweepstakes) => "Each puts up a counter a heart; a player with no hearts wins the pool, two divide it; otherwise the pool stays as a jack.".to_owned(),
            Some(Settle::Howell) => "Howell's settlement: each pays the others a counter a heart he took, and is paid for the hearts he did not.".to_owned(),
            None if s.method == Method::Auction => "The highest bidder puts up his bid and names the suit; each adds a counter a card of it; a player with none wins the pool, otherwise it is a jack and the same bidder names the suit again.".to_owned(),
            None => format!("The hearts each takes are scored against him; the first to reach {} loses the game, and pays {} to whoever has fewest.", s.domino_game.unwrap_or(31), s.domino_stake),
        }];
        match s.method {
            Method::Spot => notes.push("Hearts are paid for at their spots: ace 14, king 13, queen 12, jack 11, the rest their spots.".to_owned()),
            Method::BlackLady => notes.push("The queen of spades counts as thirteen hearts.".to_owned()),
            Method::BlackJack => notes.push("The jack of spades counts as ten hearts.".to_owned()),
            Method::Joker => notes.push("The joker counts as five hearts: five counters to the pool from the player it was dealt to, or to him from anyone else who takes it.".to_owned()),
            _ => {}
        }
        notes
    }
}

fn check_settings(s: &Settings) -> Result<(), LawError> {
    if let Some(game) = s.domino_game
        && !(1..=1000).contains(&game)
    {
        return Err(LawError::new(
            "settings.domino_game",
            format!("{game}: a game is from 1 to 1000 hearts"),
        ));
    }
    if !(1..=MOST_COUNTERS).contains(&s.domino_stake) {
        return Err(LawError::new(
            "settings.domino_stake",
            format!("{}: from 1 to {MOST_COUNTERS} counters", s.domino_stake),
        ));
    }
    Ok(())
}

fn capital(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Who revoked: players in the deal.
fn revokers(at: &At<'_>, d: &Deal) -> Result<Vec<usize>, LawError> {
    if d.revoke.len() > at.names.len() {
        return Err(at.refuse(
            "revoke",
            format!("{} entries for {} players", d.revoke.len(), at.names.len()),
        ));
    }
    (0..d.revoke.len())
        .filter(|&p| d.revoke[p])
        .map(|p| at.player(&format!("revoke[{p}]"), p))
        .collect()
}

/// Each player puts up his counters (a revoker for all others, `settle::stakes`), and the
/// joker's five go to the pool from the player it was dealt to, or from its taker to him
/// (L9896–9899). Returns what went into the pool.
fn put_up(
    at: &At<'_>,
    c: &Charges,
    t: &mut Transfers,
    outcome: &Outcome,
    revokers: &[usize],
) -> i64 {
    let winners: &[usize] = match outcome {
        Outcome::Won(w) => w,
        Outcome::Jack(_) => &[],
    };
    let stakes = settle::stakes(&at.seated, &c.pay, winners, revokers);
    let mut put = 0;
    for &p in &at.seated {
        t.into_pool(p, POOL, stakes[p]);
        put += stakes[p];
    }
    put + joker(c, t)
}

fn joker(c: &Charges, t: &mut Transfers) -> i64 {
    match c.joker {
        Some((dealt, took)) if dealt == took => {
            t.into_pool(took, POOL, 5);
            5
        }
        Some((dealt, took)) => {
            t.pay(took, dealt, 5);
            0
        }
        None => 0,
    }
}

/// A deal paid by one of the three methods; the note says who won what.
fn regular(
    how: Settle,
    many: ManyClear,
    at: &At<'_>,
    c: &Charges,
    revokers: &[usize],
    t: &mut Transfers,
) -> String {
    let before = at.ledger.pool(POOL);
    let outcome = match how {
        Settle::Howell => {
            settle::howell(t, &at.seated, &c.pay);
            let joker = joker(c, t);
            let nets: Vec<i64> = t.amounts().to_vec();
            let mut note = format!("Howell's: {}.", each(at.names, &at.seated, &nets));
            if joker > 0 {
                note.push_str(" The joker's five stay in the pool.");
            }
            return note;
        }
        Settle::Simple => settle::fewest(&c.decide, &at.seated),
        Settle::Sweepstakes => settle::clear(at.names, &c.decide, &at.seated, c.all, many),
    };
    let pot = before + put_up(at, c, t, &outcome, revokers);
    pool_note(at, outcome, t, pot, how == Settle::Simple, revokers)
}

/// The pool taken or left as a jack, in words.
fn pool_note(
    at: &At<'_>,
    outcome: Outcome,
    t: &mut Transfers,
    pot: i64,
    fewest: bool,
    revokers: &[usize],
) -> String {
    let winners: &[usize] = match &outcome {
        Outcome::Won(w) => w,
        Outcome::Jack(_) => &[],
    };
    let settlers = settle::settlers(winners, revokers);
    let mut note = match settlers.is_empty() {
        true => String::new(),
        false => format!(
            "{} revoked and settles for all others. ",
            names_of(at.names, &settlers)
        ),
    };
    let kept: Vec<usize> = revokers
        .iter()
        .copied()
        .filter(|r| winners.contains(r))
        .collect();
    note.push_str(&match outcome {
        Outcome::Won(winners) => {
            let share = settle::divide(t, &winners, revokers, pot);
            let who = names_of(at.names, &winners);
            let how = match fewest {
                true => "took fewest",
                false => "took none",
            };
            let takers = winners.len() - kept.len();
            let left = pot - share * takers as i64;
            match (winners.len(), takers, left) {
                (1, 0, _) => format!(
                    "{who} {how} but revoked: the pool of {pot} stays in it for a jack."
                ),
                (_, _, left) if !kept.is_empty() => format!(
                    "{who} {how} and divide the pool of {pot}, {share} each; {} revoked, so {left} stays in it for a jack.",
                    names_of(at.names, &kept)
                ),
                (1, _, _) => format!("{who} {how} and wins the pool of {pot}."),
                (_, _, 0) => format!("{who} {how} and divide the pool of {pot}, {share} each."),
                (_, _, left) => format!(
                    "{who} {how} and divide the pool of {pot}, {share} each, leaving {left} in it for the next deal."
                ),
            }
        }
        Outcome::Jack(why) => format!("The pool of {pot} is not won ({why}): it is a jack."),
    });
    note
}

/// Auction hearts (L9839–9866): the bidder puts up his bid; each adds a counter a card of the
/// suit named; the pool is won as at sweepstakes (more than two clear win nothing), and a pool
/// not won is a jack, the same bidder naming the suit again without bidding.
fn auction(
    at: &At<'_>,
    carry: &mut Carry,
    d: &Deal,
    c: &Charges,
    revokers: &[usize],
    t: &mut Transfers,
) -> Result<String, LawError> {
    let mut put = 0;
    let bidder = match carry.auction_jack.filter(|b| at.seated.contains(b)) {
        Some(b) => {
            if d.bid.is_some() {
                return Err(at.refuse(
                    "bid",
                    format!(
                        "the pool is a jack: {} names the suit again without bidding",
                        at.name(b)
                    ),
                ));
            }
            if d.bidder.is_some_and(|x| x != b) {
                return Err(at.refuse(
                    "bidder",
                    format!("the pool is a jack: {} names the suit again", at.name(b)),
                ));
            }
            b
        }
        None => {
            let Some(b) = d.bidder else {
                return Err(at.refuse("bidder", "say who bid highest"));
            };
            let b = at.player("bidder", b)?;
            let bid = d
                .bid
                .ok_or_else(|| at.refuse("bid", "say how many counters he bid"))?;
            if !(1..=MOST_COUNTERS).contains(&bid) {
                return Err(at.refuse(
                    "bid",
                    format!("{bid}: a bid is from 1 to {MOST_COUNTERS} counters"),
                ));
            }
            t.into_pool(b, POOL, bid);
            put += bid;
            b
        }
    };
    let before = at.ledger.pool(POOL);
    let outcome = settle::clear(at.names, &c.decide, &at.seated, 13, ManyClear::Jack);
    // A pool its only winner must put up for a jack, for his revoke, is a jack like any other.
    carry.auction_jack = match &outcome {
        Outcome::Won(w) if !(w.len() == 1 && revokers.contains(&w[0])) => None,
        _ => Some(bidder),
    };
    let pot = before + put + put_up(at, c, t, &outcome, revokers);
    let named = match put {
        0 => format!("{} names the suit again. ", at.name(bidder)),
        bid => format!("{} bids {bid}. ", at.name(bidder)),
    };
    Ok(named + &pool_note(at, outcome, t, pot, false, revokers))
}

/// Domino hearts as a game (L9831–9835): the hearts are scored against each player; when one
/// reaches the game he loses and pays each player with fewest the stake, and a new game
/// begins.
fn domino_game(
    s: &Settings,
    game: i64,
    at: &At<'_>,
    carry: &mut Carry,
    d: &Deal,
    c: &Charges,
    t: &mut Transfers,
) -> Result<String, LawError> {
    carry.domino.resize(at.names.len(), 0);
    for &p in &at.seated {
        carry.domino[p] += c.decide[p];
    }
    let scored = format!(
        "Scored against: {}.",
        each(at.names, &at.seated, &carry.domino)
    );
    let reached: Vec<usize> = at
        .seated
        .iter()
        .copied()
        .filter(|&p| carry.domino[p] >= game)
        .collect();
    let Some(loser) = super::first_to(at, &reached, d.lost_first, ("reached", "reach", game))?
    else {
        return Ok(scored);
    };
    let others: Vec<usize> = at.others(loser);
    let low = others.iter().map(|&p| carry.domino[p]).min().unwrap_or(0);
    let winners: Vec<usize> = others
        .into_iter()
        .filter(|&p| carry.domino[p] == low)
        .collect();
    t.pays_each(loser, &winners, s.domino_stake);
    carry.domino.iter_mut().for_each(|h| *h = 0);
    Ok(format!(
        "{scored} {} reaches {game} and loses the game; {} with {low} wins. A new game begins.",
        at.name(loser),
        names_of(at.names, &winners)
    ))
}

pub const SIDES: Sides = Sides {
    min: 2,
    max: 7,
    players_per_side: 1,
};

const fn side(name: &'static str, label: &'static str, help: &'static str) -> Field {
    Field {
        name,
        label,
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help,
    }
}

const fn number(name: &'static str, label: &'static str, max: i64, help: &'static str) -> Field {
    Field {
        name,
        label,
        kind: FieldKind::Number { min: 0, max },
        per_side: false,
        optional: true,
        help,
    }
}

/// Each variation's own questions and the game they belong to (as `count` refuses them at
/// another).
const FORMS: &[(&str, Method)] = &[
    ("spots", Method::Spot),
    ("lady", Method::BlackLady),
    ("black_jack", Method::BlackJack),
    ("joker_dealt", Method::Joker),
    ("joker_taken", Method::Joker),
    ("bidder", Method::Auction),
    ("bid", Method::Auction),
    ("widow", Method::Heartsette),
    ("first_trick", Method::Heartsette),
    ("talon", Method::Domino),
    ("charged", Method::Domino),
    ("lost_first", Method::Domino),
];

/// What a deal is entered with; each variation's own questions say which game they are for,
/// and a table is asked only its own (`Hearts::asks`).
pub const DEAL: &[Field] = &[
    Field {
        name: "hearts",
        label: "How many hearts did each player take?",
        kind: FieldKind::Number { min: 0, max: 13 },
        per_side: true,
        optional: true,
        help: "Leave a blank for none. At auction hearts, the cards of the suit named.",
    },
    Field {
        name: "spots",
        label: "Spot hearts: what did each player's hearts come to at their spots?",
        kind: FieldKind::Number { min: 0, max: 104 },
        per_side: true,
        optional: true,
        help: "Ace 14, king 13, queen 12, jack 11, the rest their spots.",
    },
    side("lady", "Black lady: who took the queen of spades?", ""),
    side("black_jack", "Black jack: who took the jack of spades?", ""),
    side("joker_dealt", "Joker hearts: who was dealt the joker?", ""),
    side("joker_taken", "Joker hearts: who took the joker?", ""),
    side(
        "bidder",
        "Auction hearts: who bid highest and named the suit?",
        "Leave blank when the pool is a jack: the same player names the suit again.",
    ),
    Field {
        name: "bid",
        label: "Auction hearts: how many counters did he bid?",
        kind: FieldKind::Number {
            min: 1,
            max: MOST_COUNTERS,
        },
        per_side: false,
        optional: true,
        help: "Leave blank when the pool is a jack.",
    },
    number(
        "widow",
        "Heartsette: how many hearts were in the widow?",
        4,
        "",
    ),
    side(
        "first_trick",
        "Heartsette: who won the first trick and the widow?",
        "",
    ),
    number(
        "talon",
        "Domino hearts: how many hearts were left in the talon and the last hand?",
        13,
        "They count against the last player left in, or the last to play on the trick all went out on.",
    ),
    side(
        "charged",
        "Domino hearts: whom do those hearts count against?",
        "",
    ),
    side(
        "lost_first",
        "Domino hearts' game: who reached the game first?",
        "Only when two or more reach it in the same deal.",
    ),
    Field {
        name: "revoke",
        label: "Who revoked (found after the hand was played out)?",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "A revoker pays for all the losers; if he wins, his winnings stay in the pool.",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "hearts",
    name: "Hearts: the simple, sweepstakes or Howell's settlement, spot hearts, black lady, black jack, joker, domino and auction hearts, heartsette",
    sources: "seed 001 L9680–9921",
    doc: "docs/laws/hearts.md",
    settings: &[METHOD, SETTLE, MANY_CLEAR, DOMINO_GAME, DOMINO_STAKE],
    score: school::score::<Hearts>,
    table: Some(Table {
        sides: SIDES,
        deal: DEAL,
        pad: school::pad::<Hearts>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
