//! A deal checked against the code being played, every refusal naming its field.

use crate::laws::LawError;
use crate::laws::bridge::{Code, GoulashGameBid, Nullo, Settings, Unfinished};

use super::bidding;
use super::entry::{
    Denomination, Hand, Honours, MAX_PENALTY_POINTS, MAX_REVOKES, Paths, Raw, RevokePenalty,
    TRICKS, in_range,
};

/// Checks a deal against the code and its settings: every number in range, honours that the
/// trump allows, a penalty the code knows.
pub fn check(code: Code, settings: &Settings, at: Paths, raw: &Raw) -> Result<Hand, LawError> {
    let nullo_scored = code == Code::Auction1926 && settings.nullo == Nullo::LoseTricks;
    let (filled, bidding_penalties, notes) = match &raw.auction {
        // A form's blank text box is no bidding.
        Some(entered) if !entered.calls().is_empty() => {
            let (filled, penalties, notes) =
                from_auction(code, settings, at, raw, entered, nullo_scored)?;
            (Some(filled), penalties, notes)
        }
        _ => (None, [0, 0], Vec::new()),
    };
    let raw = filled.as_ref().unwrap_or(raw);
    let mut hand = check_entered(code, settings, at, raw)?;
    for (side, points) in bidding_penalties.into_iter().enumerate() {
        hand.penalties[side] += points;
    }
    hand.notes = notes;
    Ok(hand)
}

/// The deal's contract taken from its bidding: the level, denomination and doubles may be left
/// out, and where given must agree with it. Returns the deal filled in and the honour-column
/// points the bidding's irregularities give each side, with the notes that say why.
fn from_auction(
    code: Code,
    settings: &Settings,
    at: Paths,
    raw: &Raw,
    entered: &bidding::Entered,
    nullo_scored: bool,
) -> Result<(Raw, [i64; 2], Vec<String>), LawError> {
    if code == Code::Bridge1904 {
        return Err(LawError::new(
            at.whole("auction"),
            "bridge 1904 has no bidding: the dealer, or his partner if he leaves it to him, names the trump (Laws 47–52, seed 000 L7702–7746); leave it out here",
        ));
    }
    // Auction for two: each player is a side and bids for himself.
    let form = if settings.two_hand.is_some() {
        bidding::Form::Two
    } else {
        bidding::Form::Four
    };
    let outcome = bidding::check(code, form, at, entered, nullo_scored)?;
    let (level, denomination, doubles) =
        bidding::agree(&outcome, at, raw.level, &raw.denomination, raw.doubles)?;
    let mut filled = raw.clone();
    filled.level = Some(level);
    filled.denomination = denomination.to_owned();
    filled.doubles = Some(doubles);
    // The dealer's side is the declarer's side when the dealer's side made the last bid.
    let dealer_side = if outcome.dealer_declares {
        raw.declarer
    } else {
        1 - raw.declarer
    };
    let mut penalties = [0, 0];
    penalties[dealer_side] = outcome.penalties_by_dealer_side[0];
    penalties[1 - dealer_side] = outcome.penalties_by_dealer_side[1];
    Ok((filled, penalties, outcome.notes))
}

fn check_entered(code: Code, settings: &Settings, at: Paths, raw: &Raw) -> Result<Hand, LawError> {
    let nullo_scored = code == Code::Auction1926 && settings.nullo == Nullo::LoseTricks;
    let denomination = Denomination::parse(&raw.denomination)
        .filter(|&d| d != Denomination::Nullo || nullo_scored)
        .ok_or_else(|| {
            let message = if raw.denomination.eq_ignore_ascii_case("nullo") {
                "nullos are not scored here: the book does not say how a nullo is made (L896–897, L1003)"
                    .to_owned()
            } else if nullo_scored {
                format!("{:?} is not one of C, D, H, S, nullo, NT", raw.denomination)
            } else {
                format!("{:?} is not one of C, D, H, S, NT", raw.denomination)
            };
            LawError::new(at.whole("denomination"), message)
        })?;
    let level = match (code, raw.level) {
        (Code::Bridge1904, None) => 0,
        (Code::Bridge1904, Some(_)) => {
            return Err(LawError::new(
                at.whole("level"),
                "bridge 1904 has no bidding: the makers name the trump without a number of tricks",
            ));
        }
        (_, None) => {
            return Err(LawError::new(
                at.whole("level"),
                "the contract's number of odd tricks, 1..7, is needed",
            ));
        }
        (_, Some(l)) => in_range(&at.whole("level"), l, 1, 7)?,
    };
    let doubles = check_doubles(code, settings, at, denomination, raw.doubles.unwrap_or(0))?;
    let tricks = in_range(&at.whole("tricks"), raw.tricks, 0, TRICKS)?;
    let chicane = check_chicane(code, at, denomination, raw.chicane)?;
    let honours = check_honours(at, denomination, raw, chicane)?;
    if code == Code::Contract1927 {
        contract_honours(at, denomination, honours)?;
    }
    let revokes = match raw.revokes {
        None => [0, 0],
        Some(r) => [
            in_range(&at.side("revokes", 0), r[0], 0, MAX_REVOKES)?,
            in_range(&at.side("revokes", 1), r[1], 0, MAX_REVOKES)?,
        ],
    };
    let revoke_penalty = check_revoke_penalty(code, at, raw, revokes)?;
    let penalties = match (code, raw.penalties) {
        (_, None) => [0, 0],
        (Code::Auction1926 | Code::Contract1927, Some(p)) => [
            in_range(&at.side("penalties", 0), p[0], 0, MAX_PENALTY_POINTS)?,
            in_range(&at.side("penalties", 1), p[1], 0, MAX_PENALTY_POINTS)?,
        ],
        (_, Some(_)) => {
            return Err(LawError::new(
                at.whole("penalties"),
                "this code puts no irregularity penalties on the score",
            ));
        }
    };
    let abandon = match (code, raw.abandon) {
        (_, None | Some(false)) => false,
        (Code::Auction1926, Some(true)) => true,
        (Code::Contract1927, Some(true)) if settings.unfinished != Unfinished::Refused => true,
        (Code::Contract1927, Some(true)) => {
            return Err(LawError::new(
                at.whole("abandon"),
                "contract does not say how an unfinished rubber is made up, and this table's setting \"A rubber left unfinished\" says \"Not allowed\"",
            ));
        }
        (_, Some(true)) => {
            return Err(LawError::new(
                at.whole("abandon"),
                "only the 1926 laws (law 70) say how an unfinished rubber is made up",
            ));
        }
    };
    let goulash = check_goulash(settings, at, raw, level, denomination)?;
    Ok(Hand {
        declarer: raw.declarer,
        level,
        denomination,
        doubles,
        tricks,
        honours,
        chicane,
        revokes,
        revoke_penalty,
        penalties,
        abandon,
        goulash,
        notes: Vec::new(),
    })
}

/// Mayonnaise and Goulash (L2648–2674): "it is insisted that the highest bid shall be enough
/// to reach game, or the hand is not played", while the redealt hand is played "no matter what
/// the final bid". Whether the deal was dealt so.
fn check_goulash(
    settings: &Settings,
    at: Paths,
    raw: &Raw,
    level: i64,
    denomination: Denomination,
) -> Result<bool, LawError> {
    let goulash = raw.goulash.unwrap_or(false);
    let redeal = raw.redeal.unwrap_or(false);
    let Some(rule) = settings.goulash else {
        let field = if goulash { "goulash" } else { "redeal" };
        return if goulash || redeal {
            Err(LawError::new(
                at.whole(field),
                "Mayonnaise and Goulash are ways of dealing auction and Dummy Up (L2648–2674); this law has none",
            ))
        } else {
            Ok(false)
        };
    };
    if redeal && !goulash {
        return Err(LawError::new(
            at.whole("redeal"),
            "only a goulash is redealt: mark the deal goulash too",
        ));
    }
    let worth = level * crate::laws::bridge::count::value_1926(denomination);
    if goulash
        && !redeal
        && rule == GoulashGameBid::Required
        && worth < crate::laws::bridge::rubber::GAME
    {
        return Err(LawError::new(
            at.whole("level"),
            format!(
                "{level} {} is worth {worth}, short of game: at Mayonnaise and Goulash \"the highest bid shall be enough to reach game, or the hand is not played\" (L2650–2652); a hand played on the redeal is marked redeal",
                denomination.name()
            ),
        ));
    }
    Ok(goulash)
}

fn check_doubles(
    code: Code,
    settings: &Settings,
    at: Paths,
    denomination: Denomination,
    doubles: i64,
) -> Result<u32, LawError> {
    let field = at.whole("doubles");
    if code != Code::Bridge1904 {
        if !(0..=2).contains(&doubles) {
            return Err(LawError::new(
                field,
                format!(
                    "{doubles} is not from 0 to 2: a call is doubled, and re-doubled once, but not more"
                ),
            ));
        }
        return Ok(doubles as u32);
    }
    let base = crate::laws::bridge::count::base_1904(denomination);
    // Past 6 doubles every trick is far past the 100 limit whichever reading is chosen.
    let limit_ok = (0..=6).contains(&doubles)
        && crate::laws::bridge::count::doubled_1904(base, doubles as u32, settings.double_limit)
            .is_some();
    if !limit_ok {
        return Err(LawError::new(
            field,
            format!(
                "{doubles} doubles take a trick at {} past the limit of 100 (Law 58, L7773)",
                denomination.name()
            ),
        ));
    }
    Ok(doubles as u32)
}

fn check_chicane(
    code: Code,
    at: Paths,
    denomination: Denomination,
    chicane: Option<[i64; 2]>,
) -> Result<[i64; 2], LawError> {
    let Some(c) = chicane else {
        return Ok([0, 0]);
    };
    if matches!(code, Code::Auction1926 | Code::Contract1927) {
        return Err(LawError::new(
            at.whole("chicane"),
            "the 1926 count scores no chicane",
        ));
    }
    let c = [
        in_range(&at.side("chicane", 0), c[0], 0, 2)?,
        in_range(&at.side("chicane", 1), c[1], 0, 2)?,
    ];
    if denomination == Denomination::NoTrumps && c != [0, 0] {
        return Err(LawError::new(
            at.whole("chicane"),
            "there is no chicane at no trumps: chicane is holding no trump (Law 8, L7482–7489)",
        ));
    }
    Ok(c)
}

fn check_honours(
    at: Paths,
    denomination: Denomination,
    raw: &Raw,
    chicane: [i64; 2],
) -> Result<[Honours; 2], LawError> {
    let all = denomination.honours();
    let what = if denomination == Denomination::NoTrumps {
        "aces at no trumps"
    } else {
        "honours in a trump suit"
    };
    if denomination == Denomination::Nullo {
        if raw.honours.is_some_and(|h| h != [0, 0]) || raw.honours_in_one_hand.is_some() {
            return Err(LawError::new(
                at.both("honours"),
                "a nullo scores no honours (L1003): there is no trump",
            ));
        }
        return Ok([Honours::default(); 2]);
    }
    let Some(counts) = raw.honours else {
        if raw.honours_in_one_hand.is_some() {
            return Err(LawError::new(
                at.both("honours_in_one_hand"),
                "given without the honours each side held",
            ));
        }
        return Ok([Honours::default(); 2]);
    };
    let mut held = [Honours::default(); 2];
    for (side, slot) in held.iter_mut().enumerate() {
        let field = at.side("honours", side);
        let count = counts[side];
        if !(0..=all).contains(&count) {
            return Err(LawError::new(
                field,
                format!("{count} is not from 0 to {all}: there are {all} {what}"),
            ));
        }
        slot.count = count;
    }
    if counts[0] + counts[1] > all {
        return Err(LawError::new(
            at.both("honours"),
            format!(
                "both sides claim honours: {} + {} is more than the {all} {what}",
                counts[0], counts[1]
            ),
        ));
    }
    for side in 0..2 {
        let count = held[side].count;
        let field = at.side("honours_in_one_hand", side);
        // A side's 0 in one hand while it holds honours is that side's field left blank (the
        // pad sends a blank side of a per-side field as 0): the field is optional, so it means
        // what a blank means, not a refusal.
        let given = raw
            .honours_in_one_hand
            .map(|m| m[side])
            .filter(|&m| !(m == 0 && count > 0));
        held[side].in_one_hand = match given {
            Some(m) => {
                // Two hands share `count`, so one of them holds at least half.
                let least = (count + 1) / 2;
                if !(least..=count).contains(&m) {
                    let honours = if count == 1 { "honour" } else { "honours" };
                    return Err(LawError::new(
                        field,
                        format!(
                            "{m} cannot be: the side held {count} {honours} between its two hands, so the most in one hand is {least} to {count}"
                        ),
                    ));
                }
                m
            }
            // Three honours score alike however they lie; four or more need the split.
            None if count >= 4 => {
                return Err(LawError::new(
                    at.both("honours_in_one_hand"),
                    "needed when a side holds four or more honours: their value depends on how many are in one hand",
                ));
            }
            None => count,
        };
        if chicane[side] == 2 && count > 0 {
            return Err(LawError::new(
                at.side("honours", side),
                "a side whose two hands held no trump cannot hold honours",
            ));
        }
        if chicane[side] == 1 && held[side].in_one_hand != count {
            return Err(LawError::new(
                field,
                "with one hand of the side void of trumps, the other holds all its honours",
            ));
        }
    }
    Ok(held)
}

/// Contract scores "no ... honors less than four in one hand" (seed 001 L2480), for either
/// side. A holding that auction scores (three or more, 1926 law 59, L1895–1921) but contract
/// does not would be kept in the history and score nothing without a word, so it is refused
/// at its field; one or two, which no code scores, are taken as the other side's complement.
fn contract_honours(
    at: Paths,
    denomination: Denomination,
    held: [Honours; 2],
) -> Result<(), LawError> {
    for (side, h) in held.iter().enumerate() {
        let what = match (denomination == Denomination::NoTrumps, h.count == 1) {
            (true, true) => "ace",
            (true, false) => "aces",
            (false, true) => "honour",
            (false, false) => "honours",
        };
        if h.count >= 3 && h.in_one_hand < 4 {
            let (field, held) = if h.count >= 4 {
                (
                    at.side("honours_in_one_hand", side),
                    format!("{} {what} with {} in one hand", h.count, h.in_one_hand),
                )
            } else {
                (at.side("honours", side), format!("{} {what}", h.count))
            };
            return Err(LawError::new(
                field,
                format!(
                    "{held} score nothing at contract: \"there is no score for honors less than four in one hand\" (seed 001 L2480); leave it blank"
                ),
            ));
        }
    }
    Ok(())
}

fn check_revoke_penalty(
    code: Code,
    at: Paths,
    raw: &Raw,
    revokes: [i64; 2],
) -> Result<[Option<RevokePenalty>; 2], LawError> {
    let chosen = match &raw.revoke_penalty {
        None => [None, None],
        Some(_) if matches!(code, Code::Auction1926 | Code::Contract1927) => {
            return Err(LawError::new(
                at.whole("revoke_penalty"),
                "the 1926 laws fix the penalty (two tricks, then one for each further revoke): there is nothing to choose",
            ));
        }
        Some([a, b]) => [a.clone(), b.clone()],
    };
    let mut out = [None, None];
    for side in 0..2 {
        let field = at.side("revoke_penalty", side);
        let text = chosen[side].as_deref().filter(|t| !t.is_empty());
        if revokes[side] == 0 {
            if let Some(t) = text {
                return Err(LawError::new(
                    field,
                    format!("{t:?} is given but this side did not revoke"),
                ));
            }
            continue;
        }
        let allowed: &[&str] = match code {
            Code::Bridge1904 => &["tricks", "deduct", "add"],
            Code::Auction1908 if side == raw.declarer => &["points"],
            Code::Auction1908 => &["points", "tricks"],
            Code::Auction1926 | Code::Contract1927 => &[],
        };
        out[side] = match (code, text) {
            (Code::Auction1926 | Code::Contract1927, _) => None,
            // The declarer's revoke has one penalty at 1908 (Law 90 (a)).
            (Code::Auction1908, None) if side == raw.declarer => Some(RevokePenalty::Points),
            (_, None) => {
                return Err(LawError::new(
                    field,
                    format!(
                        "the adversaries of the revoking side must choose: {}",
                        allowed.join(", ")
                    ),
                ));
            }
            (_, Some(t)) if allowed.contains(&t) => RevokePenalty::parse(t),
            (_, Some(t)) => {
                return Err(LawError::new(
                    field,
                    format!(
                        "{t:?} is not a penalty this law allows here; it allows {}",
                        allowed.join(", ")
                    ),
                ));
            }
        };
    }
    Ok(out)
}
