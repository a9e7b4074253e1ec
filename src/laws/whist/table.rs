//! The whist codes kept at a table: the pad the web app draws and how long the players may
//! correct a deal. The arithmetic is [`super::engine`]'s; this only lays it out.

use super::Variant;
use super::engine::{self, Code, Deal, Record};
use super::entry::read_deal;
use crate::laws::LawError;
use crate::laws::pad::{Pad, PadInput, Row, late_claim};

/// The sides' names, checked: two partnerships, each named, not the same.
pub fn check_sides(sides: &[String]) -> Result<(), LawError> {
    if sides.len() != 2 {
        return Err(LawError::new(
            "sides",
            format!("{} names; whist is played by two partnerships", sides.len()),
        ));
    }
    for (i, name) in sides.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(LawError::new(format!("sides[{i}]"), "empty name"));
        }
    }
    if sides[0] == sides[1] {
        return Err(LawError::new(
            "sides[1]",
            "the two sides need different names",
        ));
    }
    Ok(())
}

/// Reads the settings and every deal and scores them.
pub fn run(
    variant: Variant,
    settings: &serde_json::Value,
    deals: &[serde_json::Value],
) -> Result<(Code, Vec<Deal>, Record), LawError> {
    let code = variant.code(settings)?;
    let deals = deals
        .iter()
        .enumerate()
        .map(|(i, d)| read_deal(variant.fields(), i, d))
        .collect::<Result<Vec<_>, _>>()?;
    let record = engine::score(&code, &deals)?;
    Ok((code, deals, record))
}

fn deal_note(deal: &Deal, sides: &[String]) -> String {
    if deal.void {
        return "void: imperfect pack, the hand is null".to_owned();
    }
    let mut parts = Vec::new();
    match deal.tricks {
        Some([a, b]) => parts.push(format!("tricks {a}–{b}")),
        None if deal.called => parts.push("honours called, hand not played".to_owned()),
        None => {}
    }
    for (side, name) in sides.iter().enumerate() {
        if deal.honours[side] > 0 {
            parts.push(format!("{name} {} honours", deal.honours[side]));
        }
        let revokes = deal.revokes[side].count();
        if revokes > 0 {
            parts.push(format!("{name} revoked ({revokes})"));
        }
    }
    if deal.abandoned {
        parts.push("hands abandoned".to_owned());
    }
    parts.join("; ")
}

fn code_note(code: &Code) -> String {
    let honours = match code.honours {
        engine::Honours::NotScored => "no honours".to_owned(),
        engine::Honours::Scored { barred_at, .. } => {
            format!("honours not scored by a side at {barred_at} when the deal begins")
        }
    };
    let settled = if code.rubber {
        "rubbers of three games, two rubber points"
    } else {
        "each game settled alone"
    };
    format!(
        "Game {} points; {honours}; {settled}; points beyond game are lost.",
        code.target
    )
}

/// The pad after every deal entered.
pub fn pad(variant: Variant, input: &PadInput) -> Result<Pad, LawError> {
    check_sides(&input.sides)?;
    let (code, deals, record) = run(variant, &input.settings, &input.deals)?;
    let mut rows = Vec::new();
    for (after, deal) in record.deals.iter().zip(&deals) {
        rows.push(Row::Deal {
            deal: after.deal,
            above: vec![Vec::new(), Vec::new()],
            below: after.score.items.to_vec(),
            note: deal_note(deal, &input.sides),
        });
        if let Some(g) = after.game {
            let game = &record.games[g];
            let mut label = format!(
                "{} {}–{}: {} ({})",
                input.sides[game.winner], game.points[0], game.points[1], game.label, game.value
            );
            if game.wasted > 0 {
                label.push_str(&format!(", {} lost over game", game.wasted));
            }
            rows.push(Row::Game {
                winner: game.winner,
                label,
            });
        }
        if let Some(settlement) = after.settlement {
            rows.push(Row::Settled { settlement });
        }
    }
    Ok(Pad {
        sides: input.sides.clone(),
        lined: false,
        rows,
        open: record.open(),
        settled: record.settlements,
        stake_unit: 1,
        asks: Default::default(),
        notes: vec![code_note(&code)],
    })
}

/// Law 11 (seed 002 L266–268; 1900 Law 56, seed 000 L5621–5624): an error may be corrected until
/// the game is concluded, which is when the trump card of the following deal is turned up — so
/// while no deal follows the game's last. Law 12 (L270–271, L280; 1900 Law 57): an error that
/// changes the rubber's amount may be put right while the rubber lasts; once a game is over its
/// deals matter only through its winner and value, so under a rubber every deal stays
/// correctable until the rubber is concluded the same way. Input the law refuses leaves only the
/// last deal to the players.
pub fn correctable(variant: Variant, input: &PadInput, deal: usize) -> bool {
    if deal >= input.deals.len() {
        return false;
    }
    match run(variant, &input.settings, &input.deals) {
        Ok((_, _, record)) => record
            .closing_deal(deal)
            .is_none_or(|last| last + 1 >= input.deals.len()),
        Err(_) => deal + 1 == input.deals.len(),
    }
}

pub fn short_1884_pad(input: &PadInput) -> Result<Pad, LawError> {
    pad(Variant::Short1884, input)
}
pub fn short_1884_correctable(input: &PadInput, deal: usize) -> bool {
    correctable(Variant::Short1884, input, deal)
}
pub fn short_1900_pad(input: &PadInput) -> Result<Pad, LawError> {
    pad(Variant::Short1900, input)
}
pub fn short_1900_correctable(input: &PadInput, deal: usize) -> bool {
    correctable(Variant::Short1900, input, deal)
}
pub fn long_pad(input: &PadInput) -> Result<Pad, LawError> {
    pad(Variant::Long, input)
}
pub fn long_correctable(input: &PadInput, deal: usize) -> bool {
    correctable(Variant::Long, input, deal)
}
pub fn seven_point_pad(input: &PadInput) -> Result<Pad, LawError> {
    pad(Variant::SevenPoint, input)
}
pub fn seven_point_correctable(input: &PadInput, deal: usize) -> bool {
    correctable(Variant::SevenPoint, input, deal)
}
pub fn american_1893_pad(input: &PadInput) -> Result<Pad, LawError> {
    pad(Variant::American1893, input)
}
pub fn american_1893_correctable(input: &PadInput, deal: usize) -> bool {
    correctable(Variant::American1893, input, deal)
}

/// The English laws' revoke fields: each revoke is entered under the penalty chosen for it.
const ENGLISH_REVOKES: [&str; 3] = ["revokes_take3", "revokes_deduct3", "revokes_add3"];

fn english_claims<'a>(honours: &'a str, revoke: &'a str) -> Vec<(&'a str, &'a str)> {
    let mut claims = vec![("honours", honours)];
    claims.extend(ENGLISH_REVOKES.map(|field| (field, revoke)));
    claims
}

/// 1884 Law 6 (seed 002 L242–243) and Law 78 (L733–734): once a later deal is entered its
/// trump card was turned and the cards cut for it, so honours and revokes of this deal can no
/// longer be claimed.
pub fn short_1884_claims_closed(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    let claims = english_claims(
        "honours must be claimed before the trump card of the following deal is turned up (Law 6, seed 002 L242–243)",
        "a revoke cannot be claimed after the cards have been cut for the following deal (Law 78, seed 002 L733–734)",
    );
    late_claim(input, deal, new, &claims)
}

/// The Revised Code of 1900: Law 51 (seed 000 L5591–5592) and Law 82 (L5821–5822).
pub fn short_1900_claims_closed(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    let claims = english_claims(
        "honours must be claimed before the trump card of the following deal is turned up (Law 51, seed 000 L5591–5592)",
        "a revoke cannot be claimed after the cards have been duly cut for the following deal (Law 82, seed 000 L5821–5822)",
    );
    late_claim(input, deal, new, &claims)
}

/// Long whist: "Honors must be claimed before the trump card of the following hand is turned
/// up" (seed 002 L122–125); its revokes are the English laws' (Law 78, L733–734), as is its
/// penalty.
pub fn long_claims_closed(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    let claims = english_claims(
        "honours must be claimed before the trump card of the following hand is turned up (seed 002 L122–125)",
        "a revoke cannot be claimed after the cards have been cut for the following deal (Law 78, seed 002 L733–734)",
    );
    late_claim(input, deal, new, &claims)
}

/// Seven-point whist scores no honours; its revokes are the English laws' (Law 78, seed 002
/// L733–734).
pub fn seven_point_claims_closed(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    let revoke = "a revoke cannot be claimed after the cards have been cut for the following deal (Law 78, seed 002 L733–734)";
    late_claim(
        input,
        deal,
        new,
        &ENGLISH_REVOKES.map(|field| (field, revoke)),
    )
}

/// The American laws of 1893, law 33 (seed 001 L3810–3812): "The revoke can be claimed at any
/// time before the cards have been presented and cut for the following deal, but not
/// thereafter."
pub fn american_1893_claims_closed(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    late_claim(
        input,
        deal,
        new,
        &[(
            "revokes",
            "a revoke can be claimed only before the cards have been presented and cut for the following deal (law 33, seed 001 L3810–3812)",
        )],
    )
}
