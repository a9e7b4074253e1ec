//! Solo whist, by the 1909 Hoyle (seed 000 L4609–5040: the calls, "six, twelve, and eighteen"
//! pence, Wilks and Pardon's digest of the laws, three and five players) or by the 1927 rules
//! (seed 001 L4455–4563: red and white counters). Every deal is a game of its own, paid at once
//! between the caller (or the proposer and acceptor) and the adversaries.

mod listing;
mod settings;

pub use listing::LAW;
pub use settings::*;

use serde::Deserialize;

use super::super::LawError;
use super::super::ledger::Transfers;
use super::super::ledger::school::{self, At, Game};
use super::super::pad::Asks;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// `null` as `"pass"`.
    #[serde(default)]
    call: Option<Call>,
    #[serde(default)]
    caller: Option<usize>,
    #[serde(default)]
    partner: Option<usize>,
    /// The caller's side's tricks.
    #[serde(default)]
    tricks: Option<u32>,
    /// A misère won (the caller took no trick).
    #[serde(default)]
    won: Option<bool>,
    #[serde(default)]
    revoke: Option<usize>,
    /// Who dealt, when it is not the turn's dealer.
    #[serde(default)]
    dealer: Option<usize>,
}

pub struct SoloWhist;

impl Game for SoloWhist {
    type Settings = Settings;
    type Deal = Deal;
    type Carry = ();
    const PLAYERS: std::ops::RangeInclusive<usize> = 3..=5;
    const WHOM: &'static str = "three, four or five players";
    // Five may be seated only by mistake; the deal refuses it naming the field.
    const AT_A_DEAL: std::ops::RangeInclusive<usize> = 3..=5;

    /// The call only the other code has is not offered: the 1927 rules' six-trick solo at a
    /// 1909 table, the 1909 general misère at a 1927 one (as `check_call` refuses them).
    fn asks(s: &Settings) -> Asks {
        Asks {
            not_offered: vec![(
                "call",
                match s.code {
                    Code::Hoyle1909 => "six_trick_solo",
                    Code::Rules1927 => "general_misere",
                },
            )],
            ..Asks::default()
        }
    }

    /// The deal passes to the left from `first_dealer`: the deal form says who deals next.
    fn dealer(s: &Settings, present: &[usize], index: usize) -> Option<usize> {
        school::dealer_seat(present, None, s.first_dealer, index)
    }

    /// Five present: "one man stands out every round, the person chosen being he who sits to
    /// the dealer's right" (seed 000 L5029–5031). The deal passes to the left, so the players
    /// in seating order deal in turn from `first_dealer`.
    fn seated(s: &Settings, present: &[usize], index: usize, deal: &Deal) -> Vec<usize> {
        let n = present.len();
        if n != 5 {
            return present.to_vec();
        }
        // Not at the table: the deal refuses him by name.
        let Some(dealer) = school::dealer_seat(present, deal.dealer, s.first_dealer, index) else {
            return present.to_vec();
        };
        let out = (dealer + n - 1) % n;
        (0..n).filter(|&k| k != out).map(|k| present[k]).collect()
    }

    fn deal(s: &Settings, at: &At<'_>, _: &mut (), d: &Deal) -> Result<Transfers, LawError> {
        if let Some(p) = d.dealer {
            at.player("dealer", p)?;
        }
        if at.seated.len() == 5 {
            return Err(at.refuse(
                "seated",
                "five are playing; at five the player on the dealer's right stands out",
            ));
        }
        let call = d.call.unwrap_or(Call::Pass);
        if call == Call::Pass {
            return passed(at, d);
        }
        check_call(s, at, call)?;
        let caller = at.player(
            "caller",
            d.caller
                .ok_or_else(|| at.refuse("caller", "say who called"))?,
        )?;
        if call == Call::GeneralMisere {
            return general_misere(s, at, d, caller);
        }
        let partner = match (call, d.partner) {
            (Call::Proposition, None) => {
                return Err(at.refuse("partner", "say who accepted the proposition"));
            }
            (Call::Proposition, Some(p)) if p == caller => {
                return Err(at.refuse("partner", "the proposer cannot accept his own proposition"));
            }
            (Call::Proposition, Some(p)) => Some(at.player("partner", p)?),
            (_, Some(_)) => {
                return Err(at.refuse(
                    "partner",
                    format!(
                        "a {} is played alone: only a proposition has a partner",
                        call.words()
                    ),
                ));
            }
            (_, None) => None,
        };
        if let Some(t) = d.tricks.filter(|&t| t > 13) {
            return Err(at.refuse("tricks", format!("{t} tricks: a hand has thirteen")));
        }
        let side: Vec<usize> = [Some(caller), partner].into_iter().flatten().collect();
        let adversaries: Vec<usize> = at
            .seated
            .iter()
            .copied()
            .filter(|p| !side.contains(p))
            .collect();
        let revoke = d.revoke.map(|r| at.player("revoke", r)).transpose()?;
        let side_revoked = revoke.map(|r| side.contains(&r));
        let (base, price) = call.stake(s);
        let outcome = match call.target() {
            Some(target) => tricks_call(s, at, d, call, target, side_revoked)?,
            None => misere(s, at, d, side_revoked)?,
        };
        let amount = base + price * outcome.extra;
        let mut t = at.transfers();
        // "The actual offender pays the stakes in all cases of a revoke, except in the instance
        // of a proposer and acceptor, who … pay the fine between them" (seed 000 L4916–4918):
        // under the 1909 book an adversary who revokes pays for his whole side.
        let offender = match (s.code, revoke, side_revoked) {
            (Code::Hoyle1909, Some(r), Some(false)) => Some(r),
            _ => None,
        };
        for (partner_of_side, adversary) in pairs(s, call, &side, &adversaries) {
            let payer = offender.unwrap_or(adversary);
            match outcome.won {
                true => t.pay(payer, partner_of_side, amount),
                false => t.pay(partner_of_side, adversary, amount),
            }
        }
        let who = match partner {
            Some(p) => format!("{} and {}'s proposition", at.name(caller), at.name(p)),
            None => format!("{}'s {}", at.name(caller), call.words()),
        };
        let unit = unit(s);
        let by_each = match pairs(s, call, &side, &adversaries).len() > 2 {
            true => " by each adversary",
            false => "",
        };
        let each = match (outcome.won, partner.is_some()) {
            (true, true) => format!("each is paid {amount}{unit}{by_each}"),
            (true, false) => format!("{amount}{unit} from each"),
            (false, true) => format!("each pays {amount}{unit}{}", by_each.replace("by", "to")),
            (false, false) => format!("{amount}{unit} to each"),
        };
        let as_played = side_revoked == Some(false)
            && s.code == Code::Hoyle1909
            && s.defender_revoke == DefenderRevoke::TricksAsPlayed;
        let gives = match call.target().is_none() || as_played {
            true => "",
            false => " and gives up three tricks",
        };
        let revoked = match (revoke, offender) {
            (Some(r), Some(_)) => format!(
                " {} revoked: his side cannot win{gives}, and he pays for it.",
                at.name(r)
            ),
            (Some(r), None) => format!(" {} revoked: his side cannot win{gives}.", at.name(r)),
            (None, _) => String::new(),
        };
        Ok(t.with_note(format!("{who}: {}; {each}.{revoked}", outcome.words)))
    }

    fn notes(s: &Settings) -> Vec<String> {
        let mut notes = vec![match s.code {
            Code::Hoyle1909 => format!(
                "Solo whist by the 1909 Hoyle (seed 000 L4609–5040), in pence: propositions and \
                 solos {}, misères {}, abondances {}, {} a trick over or under.",
                s.stake.0,
                2 * s.stake.0,
                3 * s.stake.0,
                s.trick.0
            ),
            Code::Rules1927 => format!(
                "Solo whist by the 1927 rules (seed 001 L4455–4563), in white counters, a red \
                 one being {}: a proposal 1 red, solo 2, misère 3, abundance 4, open misère 6, \
                 abundance declared 8; a white a trick over or under.",
                s.red.0
            ),
        }];
        if s.abundance_overtricks == AbundanceOvertricks::Double {
            notes.push("An abundance's over-tricks are paid double.".to_owned());
        }
        notes.push(
            "At five the player on the dealer's right stands out and neither pays nor receives."
                .to_owned(),
        );
        notes
    }
}

/// What a call came to: won or lost, the tricks paid for beyond the stake, and in words.
struct Outcome {
    won: bool,
    extra: i64,
    words: String,
}

/// The unit a note counts in. The 1909 scale is the book's pence, but a table may play for more
/// than a penny a counter, so the note says counters and the page says their worth.
fn unit(s: &Settings) -> &'static str {
    match s.code {
        Code::Hoyle1909 => " counters",
        Code::Rules1927 => " white",
    }
}

/// A deal everybody passed: nothing is paid, and nothing else may be said of it.
fn passed(at: &At<'_>, d: &Deal) -> Result<Transfers, LawError> {
    let said = [
        ("caller", d.caller.is_some()),
        ("partner", d.partner.is_some()),
        ("tricks", d.tricks.is_some()),
        ("won", d.won.is_some()),
        ("revoke", d.revoke.is_some()),
    ];
    if let Some((key, _)) = said.iter().find(|(_, given)| *given) {
        return Err(at.refuse(
            key,
            "everybody passed and the cards were thrown up: leave this blank",
        ));
    }
    Ok(at
        .transfers()
        .with_note("Everybody passed: the cards are thrown up and the next player deals."))
}

/// The calls each book and each number of players allows.
fn check_call(s: &Settings, at: &At<'_>, call: Call) -> Result<(), LawError> {
    let three = at.seated.len() == 3;
    let refusal = match (call, s.code) {
        (Call::Proposition, _) if three => {
            Some("three play: there is no proposition, the solo is the lowest call")
        }
        (Call::GeneralMisere, Code::Rules1927) => Some(
            "the 1927 rules have no general misère (their three-hand game may play a six-trick solo)",
        ),
        (Call::SixTrickSolo, Code::Hoyle1909) => {
            Some("the six-trick solo is the 1927 rules' (set the code to 1927)")
        }
        (Call::SixTrickSolo, _) if !three => {
            Some("the six-trick solo is played only when three play")
        }
        _ => None,
    };
    refusal.map_or(Ok(()), |m| Err(at.refuse("call", m)))
}

/// A call to take tricks: made, over-tricks; failed, under-tricks; a revoke first takes three
/// tricks from the revoking side ("no revoking player or partnership can win a declaration",
/// seed 000 L4893–4906; "side revoking can not win that hand … transfer three tricks to
/// adversaries, after which over and under tricks are computed", seed 001 L4528–4532).
fn tricks_call(
    s: &Settings,
    at: &At<'_>,
    d: &Deal,
    call: Call,
    target: u32,
    side_revoked: Option<bool>,
) -> Result<Outcome, LawError> {
    if d.won.is_some() {
        return Err(at.refuse(
            "won",
            format!(
                "a {} is won by its tricks: give the tricks, not won",
                call.words()
            ),
        ));
    }
    let played = d
        .tricks
        .ok_or_else(|| at.refuse("tricks", "give the tricks the caller's side took"))?;
    let (tricks, won) = match side_revoked {
        None => (played, played >= target),
        Some(true) => (played.saturating_sub(3), false),
        Some(false) => match (s.code, s.defender_revoke) {
            (Code::Hoyle1909, DefenderRevoke::TricksAsPlayed) => (played, true),
            _ => ((played + 3).min(13), true),
        },
    };
    let counted = match tricks == played {
        true => format!("{played} tricks"),
        false => format!("{played} tricks, {tricks} after the revoke"),
    };
    if won {
        let over = i64::from(tricks.saturating_sub(target));
        // A proposition's slam: "double for the over-tricks" (seed 000 L4761–4765).
        let double = match call {
            Call::Proposition => s.code == Code::Hoyle1909 && tricks == 13,
            Call::Abundance | Call::AbundanceInTrumps => {
                s.abundance_overtricks == AbundanceOvertricks::Double
            }
            _ => false,
        };
        let extra = over * if double { 2 } else { 1 };
        let words = match (over, double) {
            (0, _) => format!("{counted}, made"),
            (_, true) => format!("{counted}, {over} over, paid double"),
            _ => format!("{counted}, {over} over"),
        };
        return Ok(Outcome { won, extra, words });
    }
    let under = i64::from(target.saturating_sub(tricks));
    // "There are no under-tricks at the call of an abondance declarée" (seed 000 L4802–4804).
    let extra = match (s.code, call) {
        (Code::Hoyle1909, Call::AbundanceDeclared) => 0,
        _ => under,
    };
    let words = match extra {
        0 => format!("{counted}, lost"),
        _ => format!("{counted}, {under} under"),
    };
    Ok(Outcome { won, extra, words })
}

/// A misère or open misère: won or lost, "neither more nor less" (seed 000 L4785–4790); a revoke
/// by an adversary wins it for the caller (L4845–4850), one by the caller loses it.
fn misere(
    s: &Settings,
    at: &At<'_>,
    d: &Deal,
    side_revoked: Option<bool>,
) -> Result<Outcome, LawError> {
    let said = match (d.won, d.tricks) {
        (Some(w), Some(t)) if w != (t == 0) => {
            return Err(at.refuse(
                "won",
                format!("the caller took {t} tricks, so the misère cannot be won"),
            ));
        }
        (Some(w), _) => w,
        (None, Some(t)) => t == 0,
        // The form's box left unticked.
        (None, None) => false,
    };
    let won = match side_revoked {
        Some(caller_revoked) => !caller_revoked,
        None => said,
    };
    let counted = s.code == Code::Rules1927 && s.misere_tricks == MisereTricks::Counted;
    let extra = match (won, counted) {
        (false, true) => i64::from(d.tricks.ok_or_else(|| {
            at.refuse(
                "tricks",
                "a lost misère pays a white counter a trick under this setting: give the tricks",
            )
        })?),
        _ => 0,
    };
    let words = match (won, extra) {
        (true, _) => "won".to_owned(),
        (false, 0) => "lost".to_owned(),
        (false, n) => format!("lost, {n} tricks taken"),
    };
    Ok(Outcome { won, extra, words })
}

/// Whoever takes the last trick "pays an agreed stake, equal as a rule to the stake of a solo,
/// to each of his adversaries" (seed 000 L4744–4746).
fn general_misere(
    s: &Settings,
    at: &At<'_>,
    d: &Deal,
    loser: usize,
) -> Result<Transfers, LawError> {
    let said = [
        ("partner", d.partner.is_some()),
        ("tricks", d.tricks.is_some()),
        ("won", d.won.is_some()),
        ("revoke", d.revoke.is_some()),
    ];
    if let Some((key, _)) = said.iter().find(|(_, given)| *given) {
        return Err(at.refuse(
            key,
            "a general misère is lost by whoever takes the last trick (the caller's field): \
             leave this blank",
        ));
    }
    let (stake, _) = Call::Solo.stake(s);
    let mut t = at.transfers();
    t.pays_each(loser, &at.others(loser), stake);
    Ok(t.with_note(format!(
        "General misère: {} took the last trick and pays {stake}{} to each.",
        at.name(loser),
        unit(s)
    )))
}

/// Who settles with whom: each partner of a proposition with one adversary ("A pays to or
/// receives from C, and B pays to or receives from D", seed 000 L4769–4772), or under the 1927
/// rules by default with each; a lone caller with each of the others.
fn pairs(s: &Settings, call: Call, side: &[usize], adversaries: &[usize]) -> Vec<(usize, usize)> {
    let one = call == Call::Proposition
        && (s.code == Code::Hoyle1909 || s.proposal == ProposalPays::OneAdversary);
    match one {
        true => side
            .iter()
            .copied()
            .zip(adversaries.iter().copied())
            .collect(),
        false => side
            .iter()
            .flat_map(|&p| adversaries.iter().map(move |&a| (p, a)))
            .collect(),
    }
}
