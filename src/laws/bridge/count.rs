//! What one deal scores under each code: the points above and below the line for each side.
//! Games and rubbers are [`super::rubber`]'s; this knows only the deal, and (for the 1904
//! revoke) where the sides stand toward the game.

use super::hand::{BOOK, Denomination, Hand, RevokePenalty, TRICKS};
use super::{
    BidSlam, Code, ContractHonours, DoubleChicane, DoubleLimit, FailedSlam, PenaltyTrickBonus,
    Redoubled, RevokeValue, Settings, ShortOfTricks, UndertrickScale,
};
use crate::laws::pad::Item;

/// A deal's points, side by side.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Scored {
    pub above: [Vec<Item>; 2],
    pub below: [Vec<Item>; 2],
}

impl Scored {
    fn above(&mut self, side: usize, points: i64, label: impl Into<String>) {
        if points != 0 {
            self.above[side].push(Item::new(points, label));
        }
    }

    fn below(&mut self, side: usize, points: i64, label: impl Into<String>) {
        if points != 0 {
            self.below[side].push(Item::new(points, label));
        }
    }

    pub fn below_total(&self, side: usize) -> i64 {
        self.below[side].iter().map(|i| i.points).sum()
    }

    pub fn above_total(&self, side: usize) -> i64 {
        self.above[side].iter().map(|i| i.points).sum()
    }
}

/// The deal's points under `code`; `toward_game` is each side's trick score in the game so far.
pub fn score(code: Code, settings: &Settings, hand: &Hand, toward_game: [i64; 2]) -> Scored {
    match code {
        Code::Bridge1904 => bridge_1904(settings, hand, toward_game),
        Code::Auction1908 => auction_1908(settings, hand),
        Code::Auction1926 => auction_1926(settings, hand),
        Code::Contract1927 => contract_1927(settings, hand),
    }
}

/// Each trick above six at 1904 bridge and 1908 auction (Law 4, L7414–7418).
pub fn base_1904(denomination: Denomination) -> i64 {
    match denomination {
        Denomination::Spades => 2,
        Denomination::Clubs => 4,
        Denomination::Diamonds => 6,
        Denomination::Hearts => 8,
        Denomination::NoTrumps => 12,
        // Refused on entry: the 1904 and 1908 codes know no nullo.
        Denomination::Nullo => 0,
    }
}

/// A trick's value after `doubles`, or `None` where the chosen reading of "until the limit
/// of 100 points is reached" (Law 58, L7773) forbids that many doubles.
pub fn doubled_1904(base: i64, doubles: u32, limit: DoubleLimit) -> Option<i64> {
    let value = base.checked_mul(1i64.checked_shl(doubles)?)?;
    match limit {
        DoubleLimit::NoFurtherDouble => (value <= 100).then_some(value),
        DoubleLimit::Capped => Some(value.min(100)),
        // A double is allowed while the trick is still under 100; the last one may pass it.
        DoubleLimit::LastMayPass => (doubles == 0 || value / 2 < 100).then_some(value),
    }
}

/// The 1926 count (law 57, L1862–1878).
pub fn value_1926(denomination: Denomination) -> i64 {
    match denomination {
        Denomination::Clubs => 6,
        Denomination::Diamonds => 7,
        Denomination::Hearts => 8,
        Denomination::Spades => 9,
        Denomination::NoTrumps => 10,
        // "When nullos are played the tricks are worth 10" (L896–897).
        Denomination::Nullo => 10,
    }
}

fn by_cards(odd: i64, denomination: Denomination, doubles: u32) -> String {
    let doubled = match doubles {
        0 => String::new(),
        1 => ", doubled".to_owned(),
        2 => ", redoubled".to_owned(),
        k => format!(", doubled {k} times"),
    };
    format!("{odd} by cards, {}{doubled}", denomination.name())
}

fn nullo_label(odd: i64, doubles: u32) -> String {
    let doubled = match doubles {
        0 => "",
        1 => ", doubled",
        _ => ", redoubled",
    };
    format!("nullo, {odd} lost over the book{doubled}")
}

fn honours_label(held: super::hand::Honours, denomination: Denomination) -> String {
    let what = if denomination == Denomination::NoTrumps {
        "aces"
    } else {
        "honours"
    };
    if held.count >= 4 && held.in_one_hand >= 4 {
        format!("{} {what}, {} in one hand", held.count, held.in_one_hand)
    } else {
        format!("{} {what}", held.count)
    }
}

/// 1904 honours (Laws 5–7, L7420–7480), on the undoubled trick value.
fn honours_1904(held: super::hand::Honours, denomination: Denomination) -> i64 {
    let v = base_1904(denomination);
    match (denomination, held.count, held.in_one_hand) {
        (Denomination::NoTrumps, 3, _) => 30,
        (Denomination::NoTrumps, 4, 4) => 100,
        (Denomination::NoTrumps, 4, _) => 40,
        (Denomination::NoTrumps, _, _) => 0,
        (_, 3, _) => 2 * v,
        (_, 4, 4) => 8 * v,
        (_, 4, _) => 4 * v,
        // Four in one hand and the fifth with the partner: "also score ... the single value".
        (_, 5, 5) => 10 * v,
        (_, 5, 4) => 9 * v,
        (_, 5, _) => 5 * v,
        _ => 0,
    }
}

/// 1926 honours (law 59, L1889–1923; table L921–1001).
fn honours_1926(held: super::hand::Honours, denomination: Denomination) -> i64 {
    match (denomination, held.count, held.in_one_hand) {
        (Denomination::NoTrumps, 3, _) => 30,
        (Denomination::NoTrumps, 4, 4) => 100,
        (Denomination::NoTrumps, 4, _) => 40,
        (Denomination::NoTrumps, _, _) => 0,
        (_, 3, _) => 30,
        (_, 4, 4) => 80,
        (_, 4, _) => 40,
        (_, 5, 5) => 100,
        (_, 5, 4) => 90,
        (_, 5, _) => 50,
        _ => 0,
    }
}

/// Early contract: "no score for honors less than four in one hand" (L2481); the values for
/// four or five in one hand are auction's by default (the `honours` setting).
fn honours_contract(held: super::hand::Honours, denomination: Denomination) -> i64 {
    if held.in_one_hand >= 4 {
        honours_1926(held, denomination)
    } else {
        0
    }
}

/// Early contract with the `honours` setting `flat`: 100 for four in one hand, 150 for five in
/// one hand or four aces in one hand; fewer than four in one hand score nothing (L2481).
fn honours_contract_flat(held: super::hand::Honours, denomination: Denomination) -> i64 {
    match (denomination, held.in_one_hand) {
        (Denomination::NoTrumps, 4) | (_, 5) => 150,
        (_, 4) => 100,
        _ => 0,
    }
}

fn add_honours(
    scored: &mut Scored,
    hand: &Hand,
    value: fn(super::hand::Honours, Denomination) -> i64,
) {
    for side in 0..2 {
        let held = hand.honours[side];
        scored.above(
            side,
            value(held, hand.denomination),
            honours_label(held, hand.denomination),
        );
    }
}

/// 1904 and 1908 chicane (Law 8, L7482–7489): twice the undoubled trick value.
fn add_chicane(scored: &mut Scored, settings: &Settings, hand: &Hand) {
    let v = base_1904(hand.denomination);
    for side in 0..2 {
        let voids = match settings.double_chicane {
            DoubleChicane::EachPlayer => hand.chicane[side],
            DoubleChicane::Once => hand.chicane[side].min(1),
        };
        let label = if voids == 2 {
            "double chicane"
        } else {
            "chicane"
        };
        scored.above(side, voids * 2 * v, label);
    }
}

/// Who, if anyone, made twelve or thirteen tricks.
fn slam(tricks: [i64; 2]) -> Option<(usize, bool)> {
    (0..2)
        .find(|&s| tricks[s] >= TRICKS - 1)
        .map(|s| (s, tricks[s] == TRICKS))
}

/// Bridge, 1904 club code (hoyle-1909-b.md §2.3): either side scores its odd tricks below.
fn bridge_1904(settings: &Settings, hand: &Hand, toward_game: [i64; 2]) -> Scored {
    let mut scored = Scored::default();
    let base = base_1904(hand.denomination);
    // Checked on entry; the cap reading always has a value.
    let trick = doubled_1904(base, hand.doubles, settings.double_limit).unwrap_or(100);
    let revoke_trick = match settings.revoke_value {
        RevokeValue::AsDoubled => trick,
        RevokeValue::Undoubled => base,
    };
    let in_play = hand.tricks_by_side();
    let mut tricks = in_play;
    let revoked = [hand.revokes[0] > 0, hand.revokes[1] > 0];
    let mut toward = toward_game;
    // Law 90 (1): three tricks a revoke, from the revokers to the adversaries.
    for r in 0..2 {
        if hand.revoke_penalty[r] == Some(RevokePenalty::Tricks) {
            let taken = (3 * hand.revokes[r]).min(tricks[r]);
            tricks[r] -= taken;
            tricks[1 - r] += taken;
        }
    }
    // Law 90 (2): deducted from the revokers' existing score toward the game, never below 0.
    for (r, standing) in toward.iter_mut().enumerate() {
        if hand.revoke_penalty[r] == Some(RevokePenalty::Deduct) {
            let deducted = (3 * hand.revokes[r] * revoke_trick).min(*standing);
            *standing -= deducted;
            scored.below(r, -deducted, "revoke: three tricks deducted");
        }
    }
    // A revoking side can reach no more than 28 toward the game (Law 90 V, L7971–7974).
    let mut room = [i64::MAX; 2];
    for r in 0..2 {
        if revoked[r] {
            room[r] = (28 - toward[r]).max(0);
        }
    }
    let mut gain = |scored: &mut Scored, side: usize, points: i64, label: String| {
        let got = points.min(room[side]);
        if room[side] != i64::MAX {
            room[side] -= got;
        }
        let label = if got < points {
            format!("{label} (revoked: 28 at most toward game)")
        } else {
            label
        };
        scored.below(side, got, label);
    };
    // Law 90 (3): added to the adversaries' score.
    for r in 0..2 {
        if hand.revoke_penalty[r] == Some(RevokePenalty::Add) {
            gain(
                &mut scored,
                1 - r,
                3 * hand.revokes[r] * revoke_trick,
                "revoke: three tricks added".to_owned(),
            );
        }
    }
    for (side, won) in tricks.iter().enumerate() {
        let odd = won - BOOK;
        if odd > 0 {
            gain(
                &mut scored,
                side,
                odd * trick,
                by_cards(odd, hand.denomination, hand.doubles),
            );
        }
    }
    add_honours(&mut scored, hand, honours_1904);
    add_chicane(&mut scored, settings, hand);
    // Slams count tricks in play only, and never for a side that revoked (Law 9; Law 90 V).
    if let Some((side, grand)) = slam(in_play)
        && !revoked[side]
    {
        let (points, label) = if grand {
            (40, "grand slam")
        } else {
            (20, "little slam")
        };
        scored.above(side, points, label);
    }
    scored
}

fn undertrick_label(down: i64) -> String {
    if down == 1 {
        "1 trick under".to_owned()
    } else {
        format!("{down} tricks under")
    }
}

/// Auction bridge, 1908 Portland & Bath code (hoyle-1909-b.md §2.4).
fn auction_1908(settings: &Settings, hand: &Hand) -> Scored {
    let mut scored = Scored::default();
    let (d, o) = (hand.declarer, hand.defenders());
    let base = base_1904(hand.denomination);
    let mult = 1i64 << hand.doubles;
    let revoked = [hand.revokes[0] > 0, hand.revokes[1] > 0];
    // Law 90 (a): 150 a revoke to the adversaries of a revoking declarer; fn 64 (L18201): not
    // affected by a double.
    scored.above(o, 150 * hand.revokes[d], "revoke penalty");
    let mut tricks = hand.tricks;
    let mut penalty_tricks = 0;
    match hand.revoke_penalty[o] {
        Some(RevokePenalty::Tricks) => {
            penalty_tricks = (3 * hand.revokes[o]).min(TRICKS - tricks);
            tricks += penalty_tricks;
        }
        Some(_) => scored.above(d, 150 * hand.revokes[o], "revoke penalty"),
        None => {}
    }
    let odd = tricks - BOOK;
    if odd >= hand.level {
        // "Under no circumstances can a side score anything ... except for Honours or Chicane,
        // on a hand in which one of them has revoked" (L8320–8339).
        if !revoked[d] {
            scored.below(
                d,
                odd * base * mult,
                by_cards(odd, hand.denomination, hand.doubles),
            );
            let bonus_odd = match settings.penalty_trick_bonus {
                PenaltyTrickBonus::None if penalty_tricks > 0 => None,
                PenaltyTrickBonus::None => Some(odd),
                // The bonus earned by the tricks won in play, if they fulfil the contract.
                PenaltyTrickBonus::TricksInPlay => {
                    Some(hand.tricks - BOOK).filter(|&o| o >= hand.level)
                }
            };
            if let (true, Some(made)) = (hand.doubles > 0, bonus_odd) {
                // Law 58 (L8286–8290): 50 and 50 a further trick; doubled if re-doubled.
                let each = 50 * (mult / 2);
                scored.above(d, each * (1 + made - hand.level), "doubled contract made");
            }
        }
    } else if !revoked[o] {
        let down = hand.level - odd;
        let mut penalty = down * [50, 100, 200][hand.doubles as usize];
        // Law 51 (L8253): One Spade loses at most 100 in respect of tricks.
        if hand.level == 1 && hand.denomination == Denomination::Spades {
            penalty = penalty.min(100);
        }
        scored.above(o, penalty, undertrick_label(down));
    }
    add_honours(&mut scored, hand, honours_1904);
    add_chicane(&mut scored, settings, hand);
    if let Some((side, grand)) = slam(hand.tricks_by_side())
        && !revoked[side]
    {
        let failed_seven = side == d && hand.level == 7 && !grand;
        if !(failed_seven && settings.failed_slam == FailedSlam::Void) {
            let (points, label) = if grand {
                (40, "grand slam")
            } else {
                (20, "little slam")
            };
            scored.above(side, points, label);
        }
    }
    scored
}

/// The declarer's tricks after the 1926 revoke transfer (laws 122–125, L2294–2311): two
/// tricks for a side's first revoke and one for each further; both sides' penalties cancel
/// and the difference is transferred; a side without tricks enough to pay gives up all 13
/// (law 124, the `short_of_tricks` setting's default).
///
/// At a nullo the tricks a side wants are the ones it loses, so a transfer that gave the
/// revokers' tricks away would reward them: the revokers take the tricks instead, as "he gives
/// three tricks to the other side in Grands, or takes three from them in Nullos" (Grand,
/// L13420–13422). The same count applies to the tricks lost.
///
/// Also the side that could not be paid in full (law 124), if any.
fn transfer(hand: &Hand) -> (i64, Option<usize>) {
    let penalty = |r: i64| if r == 0 { 0 } else { r + 1 };
    let owed = penalty(hand.revokes[hand.declarer]) - penalty(hand.revokes[hand.defenders()]);
    let wanted = |t: i64| {
        if hand.denomination == Denomination::Nullo {
            TRICKS - t
        } else {
            t
        }
    };
    let (t, theirs) = (wanted(hand.tricks), TRICKS - wanted(hand.tricks));
    let (after, unpaid) = match owed {
        n if n > 0 && t < n => (0, Some(hand.defenders())),
        n if n > 0 => (t - n, None),
        n if n < 0 && theirs < -n => (TRICKS, Some(hand.declarer)),
        n => (t - n, None),
    };
    (wanted(after), unpaid)
}

/// The tricks the 1926 count scores after a revoke, and the side law 124 gives a grand slam
/// in place of the penalty when the table reads it so (the `short_of_tricks` setting); that
/// 100 is the side's slam, so its tricks in play earn no other.
fn revoked_tricks(settings: &Settings, hand: &Hand, scored: &mut Scored) -> (i64, Option<usize>) {
    match (transfer(hand), settings.short_of_tricks) {
        ((_, Some(side)), ShortOfTricks::GrandSlamOnly) => {
            scored.above(
                side,
                100,
                "grand slam: the revokers could not pay (law 124)",
            );
            (hand.tricks, Some(side))
        }
        ((tricks, _), _) => {
            revoke_note(hand, tricks, scored);
            (tricks, None)
        }
    }
}

fn revoke_note(hand: &Hand, tricks: i64, scored: &mut Scored) {
    if tricks != hand.tricks {
        let (d, o) = (hand.declarer, hand.defenders());
        let to = if tricks > hand.tricks { d } else { o };
        let moved = (tricks - hand.tricks).abs();
        // Zero points: the row only records why the tricks differ from the play. At a nullo
        // the revokers take the tricks, so the note goes to the side the transfer serves.
        let item = if hand.denomination == Denomination::Nullo {
            (1 - to, format!("revoke: the revokers take {moved} tricks"))
        } else {
            (to, format!("revoke: {moved} tricks transferred"))
        };
        scored.above[item.0].push(Item::new(0, item.1));
    }
}

fn add_penalties(scored: &mut Scored, hand: &Hand) {
    for side in 0..2 {
        scored.above(side, hand.penalties[side], "penalty for an irregularity");
    }
}

/// The bonus for a doubled or redoubled contract made: 50 or 100 (1926 law 61, seed 001
/// L1933–1937; contract, "50 for fulfilling a doubled contract, 100 if redoubled", L2476–2477).
fn made_label(doubles: u32) -> &'static str {
    if doubles >= 2 {
        "redoubled contract made"
    } else {
        "doubled contract made"
    }
}

/// Auction bridge, the 1926 count (rules-1927-a.md §2.1).
fn auction_1926(settings: &Settings, hand: &Hand) -> Scored {
    let mut scored = Scored::default();
    let (d, o) = (hand.declarer, hand.defenders());
    let mult = 1i64 << hand.doubles;
    let (tricks, law_124) = revoked_tricks(settings, hand, &mut scored);
    // A nullo's odd tricks are those its makers lost over six (the `nullo` setting).
    let odd = if hand.denomination == Denomination::Nullo {
        TRICKS - tricks - BOOK
    } else {
        tricks - BOOK
    };
    if odd >= hand.level {
        let label = if hand.denomination == Denomination::Nullo {
            nullo_label(odd, hand.doubles)
        } else {
            by_cards(odd, hand.denomination, hand.doubles)
        };
        scored.below(d, odd * value_1926(hand.denomination) * mult, label);
        if hand.doubles > 0 {
            // Law 61 (L1933–1937): 50 for fulfilling and 50 an overtrick; 100 redoubled.
            let each = 50 * (mult / 2);
            scored.above(d, each * (1 + odd - hand.level), made_label(hand.doubles));
        }
    } else {
        let down = hand.level - odd;
        scored.above(
            o,
            down * [50, 100, 200][hand.doubles as usize],
            undertrick_label(down),
        );
    }
    add_honours(&mut scored, hand, honours_1926);
    // Law 60 (L1925–1931): on the tricks as they are scored, for either side.
    let mut after = [0; 2];
    after[d] = tricks;
    after[o] = TRICKS - tricks;
    if let Some((side, grand)) = slam(after).filter(|&(side, _)| Some(side) != law_124) {
        let (points, label) = if grand {
            (100, "grand slam")
        } else {
            (50, "little slam")
        };
        scored.above(side, points, label);
    }
    add_penalties(&mut scored, hand);
    scored
}

/// Early contract (rules-1927-a.md §2.2): only the contract counts toward game.
fn contract_1927(settings: &Settings, hand: &Hand) -> Scored {
    let mut scored = Scored::default();
    let (d, o) = (hand.declarer, hand.defenders());
    let mult = match (hand.doubles, settings.redoubled) {
        (2, Redoubled::AsDoubled) => 2,
        (k, _) => 1i64 << k,
    };
    let (tricks, law_124) = revoked_tricks(settings, hand, &mut scored);
    let odd = tricks - BOOK;
    let made = odd >= hand.level;
    if made {
        scored.below(
            d,
            hand.level * value_1926(hand.denomination) * mult,
            by_cards(hand.level, hand.denomination, hand.doubles),
        );
        // L2474–2477: extra tricks 50 each, 100 doubled (redoubled, the setting's 200 or 100);
        // 50 for a doubled contract made, 100 redoubled.
        let over = odd - hand.level;
        let each = match hand.doubles {
            0 => 50,
            1 => 100,
            _ => settings.redoubled_overtrick.unwrap_or(200),
        };
        scored.above(d, over * each, format!("{over} over the contract"));
        match hand.doubles {
            0 => {}
            1 => scored.above(d, 50, made_label(1)),
            k => scored.above(d, 100, made_label(k)),
        }
    } else {
        let down = hand.level - odd;
        let points: i64 = (1..=down)
            .map(|k| match settings.undertricks {
                UndertrickScale::Doubling => [50, 100, 200][(k.min(3) - 1) as usize],
                UndertrickScale::Rising => 50 * k,
            })
            .sum();
        scored.above(o, points * mult, undertrick_label(down));
    }
    let honours = match settings.contract_honours {
        ContractHonours::Auction => honours_contract,
        ContractHonours::Flat => honours_contract_flat,
    };
    add_honours(&mut scored, hand, honours);
    let mut after = [0; 2];
    after[d] = tricks;
    after[o] = TRICKS - tricks;
    // A seven bid and twelve made fails, yet scores the little slam as at auction unless the
    // `failed_slam` setting voids it (L2481–2484; rules-1927-a §2.2 [INFER]).
    let void_little = settings.failed_slam == FailedSlam::Void && hand.level == 7 && !made;
    let unbid = |side: usize| match slam(after).filter(|_| Some(side) != law_124) {
        Some((s, true)) if s == side => 100,
        Some((s, false)) if s == side && !(s == d && void_little) => 50,
        _ => 0,
    };
    // L2481–2484: a slam bid and made is worth 250 or 500.
    let bid = match (made, hand.level) {
        (true, 7) => 500,
        (true, 6) => 250,
        _ => 0,
    };
    let declarers = match (bid, settings.bid_slam) {
        (0, _) => unbid(d),
        (b, BidSlam::Replaces) => b,
        (b, BidSlam::Adds) => b + unbid(d),
    };
    let label = |points: i64| match points {
        500.. if bid == 500 => "grand slam bid and made",
        250.. if bid == 250 => "little slam bid and made",
        100 => "grand slam",
        _ => "little slam",
    };
    scored.above(d, declarers, label(declarers));
    scored.above(o, unbid(o), label(unbid(o)));
    add_penalties(&mut scored, hand);
    scored
}
