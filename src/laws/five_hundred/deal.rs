//! One deal of five hundred scored: the bidder's contract made or set back, each adversary's ten a
//! trick, nullo, the deal nobody bid, the revoke by the code the table chose, a player barred from
//! scoring, and the card points of the games of 1,000 and 1,500. Pure: [`hand_points`] scores one
//! hand by itself for a party's tally.

use serde::{Deserialize, Serialize};

use super::bids::{Bid, SLAM};
pub use super::forms::Layout;
pub use super::settings::*;
use crate::laws::LawError;

/// Ten cards a hand, so ten tricks a deal (seed 001 L6861).
pub const TRICKS: i64 = 10;
/// An adversary's ten a trick (seed 001 L7305–7306, Law 40 L7662–7664).
pub const A_TRICK: i64 = 10;
/// What the offending adversary is set back under Hoffmann's revoke rule (seed 000 L8641–8646).
pub const HOFFMANN_REVOKE: i64 = 100;

/// One deal as entered: `bidder` and `bid` (none when nobody bid), the tricks each player (or
/// side) took, and what the law asks only when it happened.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    #[serde(default)]
    pub bidder: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bid: Option<String>,
    /// Absent when nobody bid and the cards were bunched (seed 001 L6918–6920).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tricks: Option<Vec<i64>>,
    /// Five-hand: the partner(s) the bidder took.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partner: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partner2: Option<usize>,
    /// Who revoked; the tricks are then those taken up to the revoke (or, by Hoffmann's rule,
    /// as played anew).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revoke: Option<usize>,
    /// A player who may not score this deal: he looked at the widow (Law 23) or held a wrong
    /// number of cards (Law 25).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub barred: Option<usize>,
    /// When two adversaries of the bidder reach the game on this deal: the one who first took
    /// the trick that put him out (Law 41).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_out: Option<usize>,
    /// Games of 1,000 and 1,500: the card points each took in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card_points: Option<Vec<i64>>,
    /// The bidding, call by call from the dealer's left, where the table keeps it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auction: Option<super::bids::Auction>,
}

/// One deal scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Scored {
    /// What each player (or side) scored on the deal; negative for a set-back.
    pub points: Vec<i64>,
    /// The bid and its value, when there was one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bid: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<i64>,
    /// Whether the bid was made (or scored as made, an adversary having revoked).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub made: Option<bool>,
    /// The players on the bidder's side this deal (the bidder first).
    #[serde(skip)]
    pub bidders: Vec<usize>,
    /// The bidder's partners this deal, in the order he took them (five-hand).
    #[serde(skip)]
    pub adversaries_as_side: bool,
    #[serde(skip)]
    pub first_out: Option<usize>,
    /// Each player's items for the pad: (points, what for).
    #[serde(skip)]
    pub items: Vec<Vec<(i64, String)>>,
    pub note: String,
}

/// Scores one hand by itself, for a party's tally: `players` names at the table (or sides, for
/// two partnerships entered as sides), the deal as entered. Pure; the same as the deal's line on
/// the pad.
pub fn hand_points(settings: &Settings, players: usize, deal: &Deal) -> Result<Vec<i64>, LawError> {
    let layout = Layout::of(settings, players, "players")?;
    score(settings, &layout, 0, deal, &names(players)).map(|s| s.points)
}

fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("player {i}")).collect()
}

/// Deal `i` scored for `layout` (`i` names the fields in a refusal and, at four without
/// partners, says who deals: the first player, then each in turn to the left).
pub fn score(
    settings: &Settings,
    layout: &Layout,
    i: usize,
    deal: &Deal,
    names: &[String],
) -> Result<Scored, LawError> {
    let at = |field: &str| format!("deals[{i}].{field}");
    let n = layout.players;
    let name = |p: usize| names.get(p).map_or("?", String::as_str).to_owned();
    let check = |field: &str, p: Option<usize>| -> Result<Option<usize>, LawError> {
        match p {
            Some(p) if p >= n => Err(LawError::new(
                at(field),
                format!("{p} is not one of the {n} at the table (0..{})", n - 1),
            )),
            p => Ok(p),
        }
    };
    let bidder = check("bidder", deal.bidder)?;
    let active = n - usize::from(layout.dealer_sits_out);
    let deal = &super::bids::agree(deal, settings.schedule, active, &at)?;
    let revoke = check("revoke", deal.revoke)?;
    let barred = check("barred", deal.barred)?;
    let first_out = check("first_out", deal.first_out)?;
    let partner = check("partner", deal.partner)?;
    let partner2 = check("partner2", deal.partner2)?;
    let dealer = layout.dealer_sits_out.then_some(i % n);

    let tricks = match &deal.tricks {
        None => None,
        Some(t) => Some(read_tricks(
            &at("tricks"),
            t,
            n,
            dealer,
            names,
            revoke.is_some(),
        )?),
    };
    let cards = match (&deal.card_points, settings.game.card_points()) {
        (None, _) => vec![0; n],
        (Some(_), false) => {
            return Err(LawError::new(
                at("card_points"),
                "card points count only in the games of 1,000 and 1,500 (settings.game)",
            ));
        }
        (Some(c), true) => read_cards(&at("card_points"), c, n, layout, revoke.is_some())?,
    };
    if let Some(d) = dealer.filter(|&d| cards[d] != 0) {
        return Err(LawError::new(
            format!("{}[{d}]", at("card_points")),
            format!(
                "{} deals this hand and takes no cards (Law 1, seed 001 L7436)",
                name(d)
            ),
        ));
    }

    let Some(bidder) = bidder else {
        for (field, given) in [
            ("bid", deal.bid.is_some()),
            ("partner", partner.is_some()),
            ("partner2", partner2.is_some()),
            ("revoke", revoke.is_some()),
        ] {
            if given {
                return Err(LawError::new(
                    at(field),
                    "nobody bid, so there is no contract to speak of",
                ));
            }
        }
        return Ok(no_bid(
            layout, tricks, &cards, barred, first_out, &at, names,
        ));
    };
    let Some(bid) = &deal.bid else {
        return Err(LawError::new(at("bid"), "the bidder's bid is missing"));
    };
    let bid = Bid::parse(&at("bid"), bid)?;
    let Some(tricks) = tricks else {
        return Err(LawError::new(
            at("tricks"),
            "the tricks each took are missing (only a deal nobody bid may be bunched)",
        ));
    };
    if dealer == Some(bidder) {
        return Err(LawError::new(
            at("bidder"),
            format!(
                "{} deals this hand and takes no cards (Law 1, seed 001 L7436)",
                name(bidder)
            ),
        ));
    }

    // The bidder's side this deal.
    let mut bidders = vec![bidder];
    if layout.called {
        let took: Vec<usize> = [partner, partner2].into_iter().flatten().collect();
        let want = match (bid, settings.five_hand_partners) {
            (Bid::Nullo, _) => 0,
            (Bid::Tricks { tricks, .. }, FiveHandPartners::ByBid) if tricks >= 8 => 2,
            _ => 1,
        };
        if took.len() != want {
            let field = if took.is_empty() {
                "partner"
            } else {
                "partner2"
            };
            let why = match (bid, want) {
                (Bid::Nullo, _) => {
                    "at nullo the bidder plays alone (seed 001 L7412–7413)".to_owned()
                }
                (_, 2) => {
                    "two partners on a bid of eight, nine or ten (seed 001 L7286–7287)".to_owned()
                }
                _ => "the bidder takes one partner for the deal (seed 001 L7284–7292)".to_owned(),
            };
            return Err(LawError::new(
                at(field),
                format!("{} partner(s) named; {why}", took.len()),
            ));
        }
        for (field, p) in [("partner", partner), ("partner2", partner2)] {
            if let Some(p) = p {
                if bidders.contains(&p) {
                    return Err(LawError::new(
                        at(field),
                        format!("{} is already on the bidder's side", name(p)),
                    ));
                }
                bidders.push(p);
            }
        }
    } else {
        for (field, p) in [("partner", partner), ("partner2", partner2)] {
            if p.is_some() {
                return Err(LawError::new(
                    at(field),
                    "partners are taken for the deal only at five-hand",
                ));
            }
        }
        let side = layout.side_of[bidder];
        bidders.extend(layout.members(side).filter(|&p| p != bidder));
    }
    let on_side = |p: usize| bidders.contains(&p);
    if bid == Bid::Nullo {
        // The bidder plays alone: his partners take no trick (seed 001 L7412–7413).
        for &p in &bidders[1..] {
            if tricks[p] != 0 {
                return Err(LawError::new(
                    format!("{}[{p}]", at("tricks")),
                    format!(
                        "{} took {} tricks, but at nullo the bidder plays alone",
                        name(p),
                        tricks[p]
                    ),
                ));
            }
        }
    }
    let value = bid.value(settings.schedule);
    let side_tricks: i64 = bidders.iter().map(|&p| tricks[p]).sum();
    let adversaries: Vec<usize> = (0..n)
        .filter(|&p| !on_side(p) && dealer != Some(p))
        .collect();
    let adversary_tricks: i64 = adversaries.iter().map(|&p| tricks[p]).sum();
    // What an adversary scores for tricks: his own at three-hand; his side's where the
    // adversaries are partners (fixed, or the five-hand game's other side).
    let trick_points = |p: usize| -> i64 {
        if layout.called {
            A_TRICK * adversary_tricks
        } else {
            A_TRICK
                * layout
                    .members(layout.side_of[p])
                    .map(|q| tricks[q])
                    .sum::<i64>()
        }
    };
    let mut items: Vec<Vec<(i64, String)>> = vec![Vec::new(); n];
    let bid_words = |made: bool| match (bid, made) {
        (Bid::Nullo, true) => "nullo made".to_owned(),
        (Bid::Nullo, false) => "nullo set back".to_owned(),
        (_, true) => format!("{bid} made"),
        (_, false) => format!("{bid} set back"),
    };
    let made;
    let mut note;
    match revoke {
        None => {
            made = match bid {
                Bid::Nullo => tricks[bidder] == 0,
                _ => side_tricks >= bid.tricks(),
            };
            let scored = match (made, bid) {
                (true, Bid::Tricks { .. }) if side_tricks == TRICKS && value < SLAM => SLAM,
                (true, _) => value,
                (false, _) => -value,
            };
            for &p in &bidders {
                items[p].push((scored, bid_words(made)));
            }
            for &p in &adversaries {
                let pts = match bid {
                    // At nullo the adversaries score only for the tricks the bidder took, each
                    // of them (seed 001 L7417–7420).
                    Bid::Nullo => A_TRICK * tricks[bidder],
                    _ => trick_points(p),
                };
                if pts != 0 {
                    items[p].push((pts, trick_words(pts)));
                }
            }
            note = match bid {
                Bid::Nullo => format!(
                    "{} bid nullo and took {}",
                    name(bidder),
                    plural(tricks[bidder], "trick")
                ),
                _ => format!(
                    "{} bid {bid} ({value}) and took {}",
                    name(bidder),
                    plural(side_tricks, "trick")
                ),
            };
            if scored == SLAM && value < SLAM {
                note.push_str(": all ten, 250 (Law 38)");
            }
        }
        Some(r) => {
            let bidder_in_fault = on_side(r);
            let side_of_r: Vec<usize> = if layout.called {
                if bidder_in_fault {
                    bidders.clone()
                } else {
                    adversaries.clone()
                }
            } else {
                layout.members(layout.side_of[r]).collect()
            };
            for &p in &bidders {
                let pts = match (bidder_in_fault, settings.revoke) {
                    (true, _) => -value,
                    // Hoffmann: the hand played anew, the bidder scores as it falls.
                    (false, Revoke::Hoffmann1909) => {
                        let ok = match bid {
                            Bid::Nullo => tricks[bidder] == 0,
                            _ => side_tricks >= bid.tricks(),
                        };
                        if ok { value } else { -value }
                    }
                    (false, _) => value,
                };
                items[p].push((pts, bid_words(pts > 0)));
            }
            made = items[bidder].iter().any(|(pts, _)| *pts > 0);
            for &p in &adversaries {
                let in_error = side_of_r.contains(&p);
                let pts = match (bidder_in_fault, settings.revoke, in_error) {
                    (false, Revoke::Hoffmann1909, true) => -HOFFMANN_REVOKE,
                    (false, Revoke::American1909, _) => 0,
                    (false, _, true) => 0,
                    (_, _, _) => match bid {
                        Bid::Nullo => A_TRICK * tricks[bidder],
                        _ => trick_points(p),
                    },
                };
                if pts != 0 {
                    let what = if pts < 0 {
                        "revoke".to_owned()
                    } else {
                        trick_words(pts)
                    };
                    items[p].push((pts, what));
                }
            }
            note = format!(
                "{} bid {bid}; {} revoked ({})",
                name(bidder),
                name(r),
                match settings.revoke {
                    Revoke::Law31 => "Law 31, seed 001 L7609–7618",
                    Revoke::American1909 => "the American rule, seed 000 L8626–8631",
                    Revoke::Hoffmann1909 => "Hoffmann's rule, seed 000 L8633–8646",
                }
            );
        }
    }
    // Card points, never toward the bid, thrown out when the bidder is set back.
    if settings.game.card_points() {
        let set_back = items[bidder].iter().map(|(p, _)| p).sum::<i64>() < 0;
        // Partners are credited with what their side took in (seed 001 L7384–7385).
        let side_cards = |p: usize| -> i64 {
            match (layout.called, on_side(p)) {
                (true, true) => bidders.iter().map(|&q| cards[q]).sum(),
                (true, false) => adversaries.iter().map(|&q| cards[q]).sum(),
                (false, _) => layout.members(layout.side_of[p]).map(|q| cards[q]).sum(),
            }
        };
        for (p, cell) in items.iter_mut().enumerate() {
            let thrown =
                set_back && (on_side(p) || settings.card_points_set_back == CardPointsSetBack::All);
            let credit = side_cards(p);
            if credit != 0 && !thrown && dealer != Some(p) {
                cell.push((credit, "card points".to_owned()));
            }
        }
    }
    bar(&mut items, layout, barred, &mut note, names);
    let points = items
        .iter()
        .map(|it| it.iter().map(|(p, _)| p).sum())
        .collect();
    Ok(Scored {
        points,
        bid: Some(bid.code()),
        value: Some(value),
        made: Some(made),
        adversaries_as_side: layout.called,
        bidders,
        first_out,
        items,
        note,
    })
}

fn no_bid(
    layout: &Layout,
    tricks: Option<Vec<i64>>,
    cards: &[i64],
    barred: Option<usize>,
    first_out: Option<usize>,
    _at: &dyn Fn(&str) -> String,
    names: &[String],
) -> Scored {
    let n = layout.players;
    let mut items: Vec<Vec<(i64, String)>> = vec![Vec::new(); n];
    let mut note = match &tricks {
        None => "Nobody bid: the cards bunched and the deal passed (seed 001 L6918–6920)".to_owned(),
        Some(_) => {
            "Nobody bid: played at no-trumps, ten a trick, no set-back (Law 21, seed 001 L7532–7535)"
                .to_owned()
        }
    };
    if let Some(t) = &tricks {
        for (p, cell) in items.iter_mut().enumerate() {
            let own = A_TRICK * layout.members(layout.side_of[p]).map(|q| t[q]).sum::<i64>();
            if own != 0 {
                cell.push((own, trick_words(own)));
            }
            let credit: i64 = layout.members(layout.side_of[p]).map(|q| cards[q]).sum();
            if credit != 0 {
                cell.push((credit, "card points".to_owned()));
            }
        }
    }
    bar(&mut items, layout, barred, &mut note, names);
    Scored {
        points: items
            .iter()
            .map(|it| it.iter().map(|(p, _)| p).sum())
            .collect(),
        bid: None,
        value: None,
        made: None,
        bidders: Vec::new(),
        adversaries_as_side: false,
        first_out,
        items,
        note,
    }
}

/// A player barred from scoring (and his partners, "neither he nor his partner can score",
/// seed 001 L6998–7002) keeps only a set-back.
fn bar(
    items: &mut [Vec<(i64, String)>],
    layout: &Layout,
    barred: Option<usize>,
    note: &mut String,
    names: &[String],
) {
    let Some(b) = barred else { return };
    for p in layout.members(layout.side_of[b]).collect::<Vec<_>>() {
        items[p].retain(|(pts, _)| *pts < 0);
    }
    note.push_str(&format!(
        "; {} barred from scoring (Laws 23, 25)",
        names.get(b).map_or("?", String::as_str)
    ));
}

fn trick_words(points: i64) -> String {
    plural(points / A_TRICK, "trick")
}

pub fn plural(n: i64, what: &str) -> String {
    match n {
        1 => format!("1 {what}"),
        n => format!("{n} {what}s"),
    }
}

fn read_tricks(
    field: &str,
    t: &[i64],
    n: usize,
    dealer: Option<usize>,
    names: &[String],
    revoked: bool,
) -> Result<Vec<i64>, LawError> {
    if t.len() != n {
        return Err(LawError::new(
            field,
            format!("{} numbers for the {n} at the table", t.len()),
        ));
    }
    for (p, &k) in t.iter().enumerate() {
        if k < 0 {
            return Err(LawError::new(
                format!("{field}[{p}]"),
                format!("{k} is below 0"),
            ));
        }
        if k > TRICKS {
            return Err(LawError::new(
                format!("{field}[{p}]"),
                format!("{k} is more than the ten tricks of a hand"),
            ));
        }
        if dealer == Some(p) && k != 0 {
            return Err(LawError::new(
                format!("{field}[{p}]"),
                format!(
                    "{} deals this hand and takes no cards (Law 1, seed 001 L7436)",
                    names.get(p).map_or("?", String::as_str)
                ),
            ));
        }
    }
    let sum: i64 = t.iter().sum();
    let words = t.iter().map(i64::to_string).collect::<Vec<_>>().join(" + ");
    if sum > TRICKS {
        return Err(LawError::new(
            field,
            format!("{words} = {sum} is more than the ten tricks of a hand"),
        ));
    }
    // A revoke abandons the hand: the tricks are those taken up to it (Law 31).
    if sum < TRICKS && !revoked {
        return Err(LawError::new(
            field,
            format!("{words} = {sum} is not the ten tricks of a hand"),
        ));
    }
    Ok(t.to_vec())
}

fn read_cards(
    field: &str,
    c: &[i64],
    n: usize,
    layout: &Layout,
    revoked: bool,
) -> Result<Vec<i64>, LawError> {
    if revoked {
        return Err(LawError::new(
            field,
            "a revoke abandons the hand; its cards are not counted",
        ));
    }
    if c.len() != n {
        return Err(LawError::new(
            field,
            format!("{} numbers for the {n} at the table", c.len()),
        ));
    }
    for (p, &k) in c.iter().enumerate() {
        if k < 0 {
            return Err(LawError::new(
                format!("{field}[{p}]"),
                format!("{k} is below 0"),
            ));
        }
    }
    let sum: i64 = c.iter().sum();
    if sum > layout.card_point_total {
        return Err(LawError::new(
            field,
            format!(
                "{sum} card points; the pack holds {} (seed 001 L7361–7364)",
                layout.card_point_total
            ),
        ));
    }
    Ok(c.to_vec())
}
