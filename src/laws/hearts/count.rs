//! A hearts deal read into what each player is charged with, every count checked against the
//! pack: thirteen hearts (twelve with the joker, which takes the two's place, L9886–9887), the
//! widow's or the talon's counted against whoever the book says, the spots coming to 104.

use super::super::LawError;
use super::super::ledger::school::At;
use super::rules::{Deal, Method};

/// What a deal charges each player with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Charges {
    /// Hearts taken, with the widow's or talon's where they count; the black lady as 13, the
    /// black jack as 10, the joker as 5 (L9896, L9904, L9914): who took fewest, or none, by it.
    pub decide: Vec<i64>,
    /// The counters each puts up for his hearts: the same, but at spot hearts their spots
    /// (L9918–9921), and without the joker, which is paid for by its own rule.
    pub pay: Vec<i64>,
    /// Everything that counts, all in one hand: "one player takes them all" (L9781).
    pub all: i64,
    /// The joker: to whom it was dealt and who took it.
    pub joker: Option<(usize, usize)>,
    /// The deal in words: "hearts Ann 0, Bob 5 …".
    pub words: String,
}

/// The hearts in the pack (the joker replaces the two, L9886–9887).
fn in_pack(method: Method) -> i64 {
    match method {
        Method::Joker => 12,
        _ => 13,
    }
}

/// The cards the heartsette widow holds with so many players (L9870–9875): 51 cards for three
/// or four (the two of spades out), 52 for more, less sixteen, twelve, ten or eight each.
fn widow_size(players: usize) -> Option<i64> {
    match players {
        3 => Some(51 - 48),
        4 => Some(51 - 48),
        5 => Some(52 - 50),
        6 => Some(52 - 48),
        _ => None,
    }
}

/// How many may play the method at a deal: two to six (L9685), domino hearts three to seven
/// (L9806), heartsette three to six (L9873–9875).
pub fn players_for(method: Method) -> (std::ops::RangeInclusive<usize>, &'static str) {
    match method {
        Method::Domino => (3..=7, "three to seven"),
        Method::Heartsette => (3..=6, "three to six"),
        _ => (2..=6, "two to six"),
    }
}

/// The lowest and highest the spots of `n` hearts can come to: 2 + 3 + … and 14 + 13 + ….
fn spot_range(n: i64) -> (i64, i64) {
    let low: i64 = (2..2 + n).sum();
    let high: i64 = (15 - n..15).sum();
    (low, high)
}

/// Reads and checks the deal.
pub fn charges(method: Method, at: &At<'_>, d: &Deal) -> Result<Charges, LawError> {
    let (range, whom) = players_for(method);
    if !range.contains(&at.seated.len()) {
        return Err(at.refuse(
            "seated",
            format!("{} play this deal; it is for {whom}", at.seated.len()),
        ));
    }
    let suit = match method {
        Method::Auction => "cards of the suit named",
        _ => "hearts",
    };
    let hearts = per_player(at, "hearts", &d.hearts, 0..=in_pack(method), suit)?;
    let mut decide = hearts.clone();
    let mut words = format!("{suit}: {}", super::each(at.names, &at.seated, &hearts));
    let mut taken: i64 = hearts.iter().sum();
    let mut besides = String::new();
    refuse_unless(at, method, d)?;
    match method {
        Method::Heartsette => {
            let widow = d.widow.unwrap_or(0);
            let most = widow_size(at.seated.len()).unwrap_or(0);
            if !(0..=most).contains(&widow) {
                return Err(at.refuse(
                    "widow",
                    format!(
                        "the widow holds {most} cards with {} players",
                        at.seated.len()
                    ),
                ));
            }
            if widow > 0 {
                let p = required(at, "first_trick", d.first_trick, "who won the first trick")?;
                decide[p] += widow;
                words.push_str(&format!("; the widow's {widow} to {}", at.name(p)));
            }
            taken += widow;
            besides = format!(" and the widow's {widow}");
        }
        Method::Domino => {
            let talon = d.talon.unwrap_or(0);
            if !(0..=13).contains(&talon) {
                return Err(at.refuse("talon", "there are 13 hearts in the pack"));
            }
            if talon > 0 {
                let p = required(
                    at,
                    "charged",
                    d.charged,
                    "whom the talon's hearts count against",
                )?;
                decide[p] += talon;
                words.push_str(&format!("; the talon's {talon} to {}", at.name(p)));
            }
            taken += talon;
            besides = format!(" and the talon's {talon}");
        }
        _ => {}
    }
    if taken != in_pack(method) {
        return Err(at.refuse(
            "hearts",
            format!(
                "the {suit} taken come to {}{besides}; there are {} in the pack",
                hearts.iter().sum::<i64>(),
                in_pack(method)
            ),
        ));
    }
    let mut pay = decide.clone();
    let mut all = in_pack(method);
    let mut joker = None;
    match method {
        Method::Spot => {
            let spots = d.spots.as_deref().unwrap_or(&[]);
            let spots = per_player(at, "spots", spots, 0..=104, "spots")?;
            for &p in &at.seated {
                let (low, high) = spot_range(hearts[p]);
                if !(low..=high).contains(&spots[p]) {
                    return Err(at.refuse(
                        &format!("spots[{p}]"),
                        format!(
                            "{} hearts come to {low} to {high} at their spots, not {}",
                            hearts[p], spots[p]
                        ),
                    ));
                }
            }
            if spots.iter().sum::<i64>() != 104 {
                return Err(at.refuse(
                    "spots",
                    format!(
                        "the spots come to {}; the hearts' spots come to 104",
                        spots.iter().sum::<i64>()
                    ),
                ));
            }
            words.push_str(&format!(
                "; spots {}",
                super::each(at.names, &at.seated, &spots)
            ));
            pay = spots;
        }
        Method::BlackLady => {
            let p = required(at, "lady", d.lady, "who took the queen of spades")?;
            decide[p] += 13;
            pay[p] += 13;
            all += 13;
            words.push_str(&format!("; the black lady to {}", at.name(p)));
        }
        Method::BlackJack => {
            let p = required(
                at,
                "black_jack",
                d.black_jack,
                "who took the jack of spades",
            )?;
            decide[p] += 10;
            pay[p] += 10;
            all += 10;
            words.push_str(&format!("; the black jack to {}", at.name(p)));
        }
        Method::Joker => {
            let dealt = required(
                at,
                "joker_dealt",
                d.joker_dealt,
                "to whom the joker was dealt",
            )?;
            let took = required(at, "joker_taken", d.joker_taken, "who took the joker")?;
            decide[took] += 5;
            all += 5;
            joker = Some((dealt, took));
            words.push_str(&format!("; the joker to {}", at.name(took)));
        }
        _ => {}
    }
    Ok(Charges {
        decide,
        pay,
        all,
        joker,
        words,
    })
}

/// A list with a number for each player, in `range`, and nothing for one not in the deal.
fn per_player(
    at: &At<'_>,
    key: &str,
    list: &[Option<i64>],
    range: std::ops::RangeInclusive<i64>,
    what: &str,
) -> Result<Vec<i64>, LawError> {
    let n = at.names.len();
    if list.is_empty() {
        return Err(at.refuse(key, format!("say the {what} each player took")));
    }
    if list.len() != n {
        return Err(at.refuse(
            key,
            format!(
                "give the {what} of each of the {n} players ({} given)",
                list.len()
            ),
        ));
    }
    let mut out = vec![0; n];
    for (p, v) in list.iter().enumerate() {
        let v = v.unwrap_or(0);
        let field = format!("{key}[{p}]");
        if !range.contains(&v) {
            return Err(at.refuse(
                &field,
                format!("{v} {what}: from {} to {}", range.start(), range.end()),
            ));
        }
        if v != 0 && !at.seated.contains(&p) {
            return Err(at.refuse(&field, format!("{} does not play this deal", at.name(p))));
        }
        out[p] = v;
    }
    Ok(out)
}

/// A player the method needs named.
fn required(at: &At<'_>, key: &str, p: Option<usize>, what: &str) -> Result<usize, LawError> {
    match p {
        Some(p) => at.player(key, p),
        None => Err(at.refuse(key, format!("say {what}"))),
    }
}

/// A field of another variation is a mistake in the entry, not something to ignore.
fn refuse_unless(at: &At<'_>, method: Method, d: &Deal) -> Result<(), LawError> {
    let given = [
        ("spots", d.spots.is_some(), Method::Spot),
        ("lady", d.lady.is_some(), Method::BlackLady),
        ("black_jack", d.black_jack.is_some(), Method::BlackJack),
        ("joker_dealt", d.joker_dealt.is_some(), Method::Joker),
        ("joker_taken", d.joker_taken.is_some(), Method::Joker),
        ("bidder", d.bidder.is_some(), Method::Auction),
        ("bid", d.bid.is_some(), Method::Auction),
        ("widow", d.widow.is_some(), Method::Heartsette),
        ("first_trick", d.first_trick.is_some(), Method::Heartsette),
        ("talon", d.talon.is_some(), Method::Domino),
        ("charged", d.charged.is_some(), Method::Domino),
        ("lost_first", d.lost_first.is_some(), Method::Domino),
    ];
    for (key, given, only) in given {
        if given && method != only {
            return Err(at.refuse(key, "not part of this game of hearts"));
        }
    }
    Ok(())
}
