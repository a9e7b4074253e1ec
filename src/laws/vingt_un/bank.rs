//! The bank against the punters, as vingt-un, macao and seven and a half settle a round: the
//! one engine their laws share. Pure.
//!
//! A round is the dealer's cards and, for each punter, his stake and his hand or hands (a pair
//! divided). Each hand is counted from its cards by the game ([`Game`]); then, hand by hand:
//! the dealer's natural takes from everyone but another natural (which stands off); a punter's
//! natural is paid at once; a punter over is paid to the bank at once and never refunded; a
//! dealer over pays everyone still standing; otherwise the nearer the limit wins, with the limit
//! made exactly and the ties as the game's [`Rules`] say. The bank is the dealer's own account
//! on the ledger: every payment is between him and a punter, so a round sums to nothing.

use serde::{Deserialize, Serialize};

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::At;
use super::super::poker::hands::{Card, parse_cards};
pub use super::passing::{Bank, BankPasses};

/// The most counters one stake may be, so that no sum can overflow.
pub const MOST_STAKE: i64 = 1_000_000;
/// The most hands one punter may play: a pair divided, then a third and a fourth of the kind
/// (seed 003 L3360–3367; seed 000 L5170–5172).
pub const MOST_HANDS: usize = 4;

/// A hand counted from its cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hand {
    /// Its points, in the game's unit (halves at seven and a half), at their best under the
    /// limit when an ace may count high.
    pub points: u32,
    /// Past the limit: over-drawn.
    pub over: bool,
    /// A natural, and the multiple of the stake it is paid (vingt-un's ace and ten, macao's
    /// nine, eight or seven on the one card).
    pub natural: Option<i64>,
    pub cards: usize,
}

/// Who wins a tie of points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ties {
    /// The dealer receives on ties (seed 003 L3225, L3325–3327; seed 000 L5157–5158).
    Dealer,
    /// Neither wins nor loses (seed 001 L14434–14436).
    StandOff,
}

/// How a game pays a round, once its hands are counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// The limit: 21, 9, or 15 halves.
    pub limit: u32,
    pub ties: Ties,
    /// The multiple a punter who makes the limit exactly (not a natural) receives when the
    /// dealer does not (1 where the game gives nothing more).
    pub exact_paid: i64,
    /// The multiple the dealer who makes the limit exactly receives from a punter who does not.
    pub exact_takes: i64,
    /// What a punter who made the limit pays a dealer who made it too, as a multiple (0: they
    /// stand off).
    pub both_exact: i64,
}

/// One round's settlement with one punter's hand, as a multiple of his stake: what the punter
/// receives (+) or pays (−), and a word on why. `s` is the stake after the dealer's double.
pub fn settle(rules: &Rules, dealer: &Hand, punter: &Hand, s: i64) -> (i64, &'static str) {
    if let Some(m) = dealer.natural {
        return match punter.natural {
            Some(_) => (0, "stands off against the dealer's natural"),
            None => (-m * s, "pays the dealer's natural"),
        };
    }
    if let Some(m) = punter.natural {
        return (m * s, "paid at once");
    }
    if punter.over {
        return (-s, "paid at once");
    }
    let exact = |h: &Hand| h.points == rules.limit;
    if dealer.over {
        return match exact(punter) {
            true => (rules.exact_paid * s, "made exactly, the dealer over"),
            false => (s, "standing, the dealer over"),
        };
    }
    match (exact(dealer), exact(punter)) {
        (true, true) if rules.both_exact == 0 => (0, "made exactly, as the dealer's: stands off"),
        (true, true) => (-rules.both_exact * s, "made exactly, as the dealer's: pays"),
        (true, false) => (
            -rules.exact_takes * s,
            "below the dealer, who made it exactly",
        ),
        (false, true) => (rules.exact_paid * s, "made exactly"),
        _ if punter.points > dealer.points => (s, "beats the dealer"),
        _ if punter.points < dealer.points => (-s, "below the dealer"),
        _ => match rules.ties {
            Ties::Dealer => (-s, "a tie: the dealer takes"),
            Ties::StandOff => (0, "a tie: stands off"),
        },
    }
}

/// A banking game's counting: what its pack holds, how a hand counts, when a pair may be
/// divided.
pub trait Game {
    type Settings;
    /// The rules of payment under these settings.
    fn rules(settings: &Self::Settings) -> Rules;
    /// The cards the pack lacks, refused by name ("the pack has no 8s").
    fn in_pack(settings: &Self::Settings, card: Card) -> Result<(), String>;
    /// How many times one card may be dealt in a round (two packs shuffled together: twice).
    fn packs(_settings: &Self::Settings) -> usize {
        1
    }
    /// The hand counted; `dealt` is how many cards the deal gives before drawing.
    fn count(settings: &Self::Settings, cards: &[Card]) -> Hand;
    /// How many cards the deal gives each hand before anyone draws.
    fn dealt(settings: &Self::Settings) -> usize;
    /// May these be the first cards of divided hands? `None`: yes; otherwise why not.
    fn divides(settings: &Self::Settings, firsts: &[Card]) -> Option<String>;
    /// May the dealer double the stakes?
    fn doubles(settings: &Self::Settings) -> bool;
    /// Does this punter's hand put the dealer out (a natural the dealer does not match)?
    fn puts_out(_settings: &Self::Settings, hand: &Hand, dealer: &Hand) -> bool {
        hand.natural.is_some() && dealer.natural.is_none()
    }
}

/// A punter in a round, as the command line gives him.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Punter {
    pub player: usize,
    pub stake: i64,
    /// The stake on each divided hand, when they differ (the English form allows it).
    #[serde(default)]
    pub stakes: Option<Vec<i64>>,
    /// His hand's cards, or two or more hands when he divided a pair.
    #[serde(default)]
    pub hands: Vec<String>,
    /// French vingt-un's rounds: his call (sympathy or antipathy, red or black).
    #[serde(default)]
    pub call: Option<String>,
}

/// One round as entered: by the command line's `punters`, or by a table's form, a stake and
/// cards for each player (divided hands apart by `/`).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    pub dealer: Option<usize>,
    #[serde(default)]
    pub doubled: Option<bool>,
    #[serde(default)]
    pub dealer_cards: Option<String>,
    #[serde(default)]
    pub punters: Option<Vec<Punter>>,
    #[serde(default)]
    pub stakes: Option<Vec<Option<i64>>>,
    #[serde(default)]
    pub cards: Option<Vec<Option<String>>>,
    /// French vingt-un's rounds: each punter's call (sympathy, red…), as a form sends it.
    #[serde(default)]
    pub calls: Option<Vec<Option<String>>>,
    /// French vingt-un's rounds: the cards the dealer turns (self and company, the clock).
    #[serde(default)]
    pub turned: Option<String>,
    /// French vingt-un: which of the deal's eight rounds this is, when the table says.
    #[serde(default)]
    pub round: Option<usize>,
}

/// A punter read: his number, each hand's stake and cards, and where they were written.
pub struct Read {
    pub player: usize,
    /// The path of his stake, for a refusal.
    pub stake_field: String,
    pub hands: Vec<(i64, Vec<Card>, String)>,
    pub call: Option<String>,
    pub call_field: String,
}

/// The punters of a round, read from either shape; every card checked against the pack.
pub fn punters<G: Game>(
    s: &G::Settings,
    at: &At<'_>,
    d: &Deal,
    dealer: usize,
    seen: &mut Vec<Card>,
    needs_cards: bool,
) -> Result<Vec<Read>, LawError> {
    let calls_only = !needs_cards;
    let mut out: Vec<Read> = Vec::new();
    match (&d.punters, &d.stakes, &d.cards) {
        (Some(_), Some(_), _) | (Some(_), _, Some(_)) => {
            return Err(at.refuse(
                "punters",
                "give the punters as a list, or stakes and cards for each player, not both",
            ));
        }
        (Some(list), _, _) => {
            for (i, p) in list.iter().enumerate() {
                let key = format!("punters[{i}]");
                let player = at.player(&format!("{key}.player"), p.player)?;
                if player == dealer {
                    return Err(at.refuse(
                        &format!("{key}.player"),
                        format!(
                            "{} deals and holds the bank, so stakes nothing",
                            at.name(dealer)
                        ),
                    ));
                }
                if p.hands.is_empty() && !calls_only {
                    return Err(at.refuse(&format!("{key}.hands"), "give his cards"));
                }
                if p.hands.len() > MOST_HANDS {
                    return Err(at.refuse(
                        &format!("{key}.hands"),
                        format!("{} hands: a punter plays four at most", p.hands.len()),
                    ));
                }
                let stakes = match &p.stakes {
                    None => vec![p.stake; p.hands.len()],
                    Some(list) if list.len() == p.hands.len() => list.clone(),
                    Some(list) => {
                        return Err(at.refuse(
                            &format!("{key}.stakes"),
                            format!("{} stakes for {} hands", list.len(), p.hands.len()),
                        ));
                    }
                };
                let mut hands = Vec::new();
                if p.hands.is_empty() {
                    check_stake(&at.field(&format!("{key}.stake")), p.stake)?;
                    hands.push((p.stake, Vec::new(), at.field(&format!("{key}.hands"))));
                }
                for (h, text) in p.hands.iter().enumerate() {
                    let field = at.field(&format!("{key}.hands[{h}]"));
                    let stake_field = match &p.stakes {
                        None => at.field(&format!("{key}.stake")),
                        Some(_) => at.field(&format!("{key}.stakes[{h}]")),
                    };
                    check_stake(&stake_field, stakes[h])?;
                    hands.push((stakes[h], read_cards::<G>(s, &field, text, seen)?, field));
                }
                let call_field = at.field(&format!("{key}.call"));
                out.push(Read {
                    player,
                    stake_field: at.field(&format!("{key}.stake")),
                    hands,
                    call: p.call.clone(),
                    call_field,
                });
            }
        }
        (None, stakes, cards) => {
            let n = at.names.len();
            let stakes = stakes.clone().unwrap_or_default();
            let cards = cards.clone().unwrap_or_default();
            let calls = d.calls.clone().unwrap_or_default();
            for (key, len) in [
                ("stakes", stakes.len()),
                ("cards", cards.len()),
                ("calls", calls.len()),
            ] {
                if len > n {
                    return Err(at.refuse(key, format!("{len} entries for {n} players")));
                }
            }
            for p in 0..n {
                let stake = stakes.get(p).copied().flatten();
                let text = cards.get(p).cloned().flatten().unwrap_or_default();
                let call = calls.get(p).cloned().flatten().filter(|c| !c.is_empty());
                let stake_field = at.field(&format!("stakes[{p}]"));
                let cards_field = at.field(&format!("cards[{p}]"));
                // A table's form sends a blank stake as nought: no stake, no cards, no call is
                // no punter (the dealer, or one sitting the round out).
                if matches!(stake, None | Some(0)) && text.trim().is_empty() && call.is_none() {
                    continue;
                }
                if p == dealer {
                    return Err(LawError::new(
                        stake_field,
                        format!("{} deals and holds the bank, so stakes nothing", at.name(p)),
                    ));
                }
                at.player(&format!("stakes[{p}]"), p)?;
                let Some(stake) = stake else {
                    return Err(LawError::new(
                        stake_field,
                        format!("give {}'s stake", at.name(p)),
                    ));
                };
                check_stake(&stake_field, stake)?;
                let mut hands = Vec::new();
                if !needs_cards && text.trim().is_empty() {
                    hands.push((stake, Vec::new(), cards_field.clone()));
                }
                let texts: Vec<&str> = text.split('/').map(str::trim).collect();
                if texts.len() > MOST_HANDS {
                    return Err(LawError::new(
                        cards_field,
                        format!("{} hands: a punter plays four at most", texts.len()),
                    ));
                }
                for t in texts.into_iter().filter(|t| needs_cards || !t.is_empty()) {
                    hands.push((
                        stake,
                        read_cards::<G>(s, &cards_field, t, seen)?,
                        cards_field.clone(),
                    ));
                }
                out.push(Read {
                    player: p,
                    stake_field,
                    hands,
                    call,
                    call_field: at.field(&format!("calls[{p}]")),
                });
            }
        }
    }
    for (i, r) in out.iter().enumerate() {
        if r.player == dealer {
            return Err(LawError::new(
                &r.stake_field,
                format!(
                    "{} deals and holds the bank, so stakes nothing",
                    at.name(dealer)
                ),
            ));
        }
        if out[..i].iter().any(|q| q.player == r.player) {
            return Err(LawError::new(
                &r.stake_field,
                format!("{} is listed twice", at.name(r.player)),
            ));
        }
    }
    Ok(out)
}

fn check_stake(field: &str, stake: i64) -> Result<(), LawError> {
    match stake {
        s if s < 1 => Err(LawError::new(
            field,
            format!("{s}: a stake is one counter at least"),
        )),
        s if s > MOST_STAKE => Err(LawError::new(
            field,
            format!("{s} is more than {MOST_STAKE} counters"),
        )),
        _ => Ok(()),
    }
}

/// A hand's cards read, each in the pack and not dealt more often than the packs hold it.
pub fn read_cards<G: Game>(
    s: &G::Settings,
    field: &str,
    text: &str,
    seen: &mut Vec<Card>,
) -> Result<Vec<Card>, LawError> {
    // Two packs shuffled together hold each card twice: read word by word, not as one hand.
    let mut cards = Vec::new();
    for word in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
    {
        let card = parse_cards(field, word, false)?[0];
        G::in_pack(s, card).map_err(|m| LawError::new(field, m))?;
        let times = seen.iter().filter(|&&c| c == card).count();
        if times >= G::packs(s) {
            return Err(LawError::new(
                field,
                match G::packs(s) {
                    1 => format!("{card} is dealt twice in this round"),
                    n => format!("{card} is dealt more than {n} times in this round"),
                },
            ));
        }
        seen.push(card);
        cards.push(card);
    }
    if cards.is_empty() {
        return Err(LawError::new(field, "give the cards"));
    }
    Ok(cards)
}

/// Checks a hand could have been played: the cards the deal gives, then a card drawn only while
/// the hand was not yet over (no sixth card after an over-draw).
pub fn check_drawing<G: Game>(
    s: &G::Settings,
    field: &str,
    cards: &[Card],
    drew: bool,
) -> Result<(), LawError> {
    let dealt = G::dealt(s);
    if cards.len() < dealt {
        return Err(LawError::new(
            field,
            format!("{} cards: the deal gives {dealt}", cards.len()),
        ));
    }
    if !drew && cards.len() > dealt {
        return Err(LawError::new(
            field,
            "the dealer's natural ended the round before anyone drew",
        ));
    }
    for k in dealt..cards.len() {
        if G::count(s, &cards[..k]).over {
            return Err(LawError::new(
                field,
                format!(
                    "over with {k} cards: a hand over-drawn draws no more ({} given)",
                    cards.len()
                ),
            ));
        }
    }
    Ok(())
}

/// The round played: each punter's hands against the dealer's, paid on the ledger between the
/// dealer and the punter. Returns the transfers, the punters holding a natural or the limit
/// the dealer did not match (for the bank's passing), and the words of the round.
pub struct Round {
    pub transfers: Transfers,
    /// Punters whose natural (or exact limit, at seven and a half) stood against the dealer.
    pub naturals: Vec<usize>,
    pub words: Vec<String>,
    pub dealer_hand: Hand,
}

/// Plays a round of a banking game, `limit_word` writing a count ("19", "7½").
pub fn round<G: Game>(
    s: &G::Settings,
    at: &At<'_>,
    d: &Deal,
    dealer: usize,
    limit_word: fn(&Hand) -> String,
) -> Result<Round, LawError> {
    let doubled = d.doubled.unwrap_or(false);
    if doubled && !G::doubles(s) {
        return Err(at.refuse("doubled", "the dealer does not double in this game"));
    }
    let m = if doubled { 2 } else { 1 };
    let mut seen = Vec::new();
    let text = d.dealer_cards.clone().unwrap_or_default();
    if text.trim().is_empty() {
        return Err(at.refuse("dealer_cards", "give the dealer's cards"));
    }
    let dealer_field = at.field("dealer_cards");
    let dealer_cards = read_cards::<G>(s, &dealer_field, &text, &mut seen)?;
    check_drawing::<G>(s, &dealer_field, &dealer_cards, true)?;
    let dh = G::count(s, &dealer_cards);
    let read = punters::<G>(s, at, d, dealer, &mut seen, true)?;
    if read.is_empty() {
        return Err(at.refuse("punters", "no one staked against the bank"));
    }
    let rules = G::rules(s);
    let mut t = at.transfers();
    let mut naturals = Vec::new();
    let mut words = Vec::new();
    for r in &read {
        if r.hands.len() > 1 {
            if dh.natural.is_some() {
                return Err(LawError::new(
                    &r.hands[1].2,
                    "the dealer's natural is paid before any pair is divided",
                ));
            }
            let firsts: Vec<Card> = r.hands.iter().map(|h| h.1[0]).collect();
            if let Some(why) = G::divides(s, &firsts) {
                return Err(LawError::new(&r.hands[0].2, why));
            }
        }
        let mut net = 0;
        let mut said = Vec::new();
        for (stake, cards, field) in &r.hands {
            check_drawing::<G>(s, field, cards, dh.natural.is_none())?;
            let mut h = G::count(s, cards);
            // A divided hand's first two cards were not dealt together: no natural [INFER].
            if r.hands.len() > 1 {
                h.natural = None;
            }
            let (times, why) = settle(&rules, &dh, &h, stake * m);
            net += times;
            if G::puts_out(s, &h, &dh) {
                naturals.push(r.player);
            }
            said.push(match r.hands.len() {
                1 => format!("{}, {why}", limit_word(&h)),
                _ => format!("hand {} {}, {why}", said.len() + 1, limit_word(&h)),
            });
        }
        t.pay(dealer, r.player, net);
        let amount = match net {
            0 => "nothing passes".to_owned(),
            // No pronoun: a punter may be a lady.
            n if n > 0 => format!("{} pays {n}", at.name(dealer)),
            n => format!("pays {} {}", at.name(dealer), -n),
        };
        words.push(format!(
            "{}: {}; {amount}",
            at.name(r.player),
            said.join("; ")
        ));
    }
    naturals.dedup();
    Ok(Round {
        transfers: t,
        naturals,
        words,
        dealer_hand: dh,
    })
}
