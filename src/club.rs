//! The club's table night, by the club laws of the books: forming tables by cutting, partners by
//! cut, cutting out after a rubber, newcomers entering, and the night's ledger in money. Pure: the
//! cuts are given (entered, or drawn by [`draw_cuts`] from a seeded generator) and nothing here
//! reads a clock, a file or the database.
//!
//! Sources: Dick's Hand-book of Whist (seed 002) Laws 13–25, L273–360 (whist-1884 §3.1);
//! Hoyle's Games Modernized, 1909 (seed 000) Whist Laws 4–16, L5310–5381, fn 49–50 at
//! L18147–18165, Bridge Laws 14–26, L7533–7564 (hoyle-1909-b §3.1–3.5); Rules of Card Games,
//! c. 1927 (seed 001) Auction Laws 134–147, L2372–2463 (rules-1927-a §3.1).

pub mod leaving;
pub mod settings;
pub mod substitute;
#[cfg(test)]
mod tests;

use std::cmp::Ordering;
use std::collections::BTreeMap;

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use crate::exact::Q;

/// A table is complete with six (seed 002 L294–299; seed 000 L5310–5324; seed 001 Law 134).
pub const TABLE_MAX: usize = 6;

/// Whether a club table of `members` still takes a newcomer: one of four or five does; one of
/// six is complete; one of fewer than four was formed for a two-handed game from those left
/// over (a table of two) and is full, so a newcomer waits for the next forming (issue 22).
pub fn takes_newcomer(members: usize) -> bool {
    (4..TABLE_MAX).contains(&members)
}

/// A count as the pages say it ("four play on").
pub fn count_word(n: usize) -> String {
    match n {
        1 => "one".to_owned(),
        2 => "two".to_owned(),
        3 => "three".to_owned(),
        4 => "four".to_owned(),
        5 => "five".to_owned(),
        6 => "six".to_owned(),
        n => n.to_string(),
    }
}
/// Four play a rubber.
pub const PLAYING: usize = 4;
/// Ranks are ace low, 1 (ace) to 13 (king): "The ace is the lowest card" (seed 002 Law 13;
/// seed 000 Whist Law 4, Bridge Law 14).
pub const KING: u8 = 13;

/// Which book's club laws the night follows. The two codes cut the other way round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Code {
    /// Whist and bridge (seed 002 Laws 16–20; seed 000 Whist Laws 7–11, Bridge Laws 17–21): the
    /// lowest cuts play, the two lowest are partners against the two highest, the lowest deals;
    /// after a rubber those who have played most consecutive rubbers go out, ties by a cut with
    /// the highest out.
    #[default]
    #[serde(rename = "1909")]
    Whist1909,
    /// Auction (seed 001 Laws 134–139): the highest cuts play, the two highest are partners, the
    /// highest deals; after the first rubber the lowest of a fresh draw goes out, later rubbers
    /// those who have played most, and the order of going out is kept.
    #[serde(rename = "1927")]
    Auction1927,
}

impl Code {
    pub const ALL: [Code; 2] = [Code::Whist1909, Code::Auction1927];

    pub fn as_str(self) -> &'static str {
        match self {
            Code::Whist1909 => "1909",
            Code::Auction1927 => "1927",
        }
    }

    pub fn parse(s: &str) -> Option<Code> {
        Code::ALL.into_iter().find(|c| c.as_str() == s)
    }

    /// The code as a person chooses it, in words.
    pub fn words(self) -> &'static str {
        match self {
            Code::Whist1909 => {
                "The lowest cuts play, and the lowest deals (whist and bridge clubs)"
            }
            Code::Auction1927 => "The highest cuts play, and the highest deals (auction clubs)",
        }
    }

    pub fn about(self) -> &'static str {
        match self {
            Code::Whist1909 => {
                "Whist and bridge club laws (1884, 1909): the lowest cuts play; the two lowest \
                 are partners against the two highest; the lowest deals. After a rubber, those \
                 who have played most consecutive rubbers go out, ties cut and the highest go out."
            }
            Code::Auction1927 => {
                "Auction club laws (1927, Laws 134–139): the highest cuts play; the two highest \
                 are partners; the highest deals. After the first rubber one goes out, the lowest \
                 of a fresh draw; after later rubbers, those who have played most, the lowest \
                 draw out."
            }
        }
    }

    /// The sort key of a cut, best (most preferred) first.
    fn key(self, cut: &[u8]) -> Vec<u8> {
        match self {
            Code::Whist1909 => cut.to_vec(),
            Code::Auction1927 => cut.iter().map(|r| KING + 1 - r).collect(),
        }
    }

    fn compare(self, a: &[u8], b: &[u8]) -> Ordering {
        self.key(a).cmp(&self.key(b))
    }
}

/// A cut: the card drawn first, then any redraws that settled a tie. Compared card by card, so
/// a redraw only matters between those who tied before it (fn 49: the original low "still
/// retains its privileges" whatever his partner's redraw, seed 000 L18147–18154).
pub type Cut = Vec<u8>;

/// The rank of a card as written: `A`, `2`…`10`, `J`, `Q`, `K` (or 1…13).
pub fn parse_rank(s: &str) -> Option<u8> {
    let rank = match s.trim().to_ascii_uppercase().as_str() {
        "A" | "ACE" => 1,
        "J" | "KNAVE" | "JACK" => 11,
        "Q" | "QUEEN" => 12,
        "K" | "KING" => 13,
        digits => digits.parse().ok()?,
    };
    (1..=KING).contains(&rank).then_some(rank)
}

/// A rank as the pages write it.
pub fn rank_name(rank: u8) -> String {
    match rank {
        1 => "A".to_owned(),
        11 => "J".to_owned(),
        12 => "Q".to_owned(),
        13 => "K".to_owned(),
        n => n.to_string(),
    }
}

/// "6, then K" for a cut with a redraw.
pub fn cut_name(cut: &[u8]) -> String {
    cut.iter()
        .map(|&r| rank_name(r))
        .collect::<Vec<_>>()
        .join(", then ")
}

/// Reads a cut typed as ranks separated by spaces or commas ("6 K": a six, then a king on the
/// redraw).
pub fn parse_cut(s: &str) -> Result<Cut, String> {
    let cut: Option<Cut> = s
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(parse_rank)
        .collect();
    match cut {
        Some(c) if !c.is_empty() && c.len() <= 8 => Ok(c),
        Some(c) if c.is_empty() => Err("no card: write A, 2…10, J, Q or K".to_owned()),
        _ => Err(format!(
            "{s:?} is not a card: write A, 2…10, J, Q or K, and any redraw after it"
        )),
    }
}

/// Indices of `cuts`, best first; equal cuts keep their order, which is the order of arrival:
/// "those first in the room having the preference" (seed 002 L287–293).
pub fn order(code: Code, cuts: &[Cut]) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..cuts.len()).collect();
    idx.sort_by(|&a, &b| code.compare(&cuts[a], &cuts[b]));
    idx
}

/// The generator for one draw of the night: the night's seed and what the draw is for, so that
/// every draw replays alone.
pub fn generator(seed: u64, purpose: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(purpose);
    rng
}

/// Each of `players` draws from one shuffled pack (seed 002 Law 14: "every one must cut from the
/// same pack"); those who still tie draw again from a fresh pack, until every cut differs.
pub fn draw_cuts(players: usize, rng: &mut ChaCha8Rng) -> Vec<Cut> {
    let mut cuts: Vec<Cut> = vec![Vec::new(); players];
    // A pack of 52 deals 52 at most at once; a night never cuts more than that together.
    let mut need: Vec<usize> = (0..players.min(52)).collect();
    for _round in 0..64 {
        if need.is_empty() {
            break;
        }
        let mut pack: Vec<u8> = (1..=KING).flat_map(|r| [r; 4]).collect();
        pack.shuffle(rng);
        for (&p, &card) in need.iter().zip(&pack) {
            cuts[p].push(card);
        }
        need = (0..cuts.len())
            .filter(|&p| (0..cuts.len()).any(|q| q != p && cuts[q] == cuts[p]))
            .collect();
    }
    cuts
}

/// Tables formed from candidates who came together (or drew because their rights were equal):
/// each index into the candidates, best cut first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Formation {
    /// Up to six each; the first `seats` play the first rubber.
    pub tables: Vec<Vec<usize>>,
    /// Too few for another table: they wait, in order of their cuts, for a place (seed 002
    /// L294–299: "the candidate who cut the next lowest card has a prior right").
    pub waiting: Vec<usize>,
}

/// Forms tables of six in the order of the cuts; a remainder of at least `seats` (four at whist
/// and bridge, two at the two-handed games) makes a table of its own, fewer wait.
pub fn form_tables(code: Code, cuts: &[Cut], seats: usize) -> Formation {
    form_ordered(&order(code, cuts), seats)
}

/// Tables of six from candidates already in order of preference (`leaving::form_tables` puts
/// those who broke up a table behind the players they left, Law 141).
pub fn form_ordered(ordered: &[usize], seats: usize) -> Formation {
    let mut tables: Vec<Vec<usize>> = ordered.chunks(TABLE_MAX).map(<[usize]>::to_vec).collect();
    let waiting = match tables.last() {
        Some(last) if last.len() < seats.max(1) => tables.pop().unwrap_or_default(),
        _ => Vec::new(),
    };
    Formation { tables, waiting }
}

/// Who partners whom, and who deals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Partnership {
    /// The sides, each an index into the cuts given; side 0 holds the dealer.
    pub sides: Vec<Vec<usize>>,
    pub dealer: usize,
}

/// Partners by cut: the best `per_side` against the next, the best deals (seed 000 Whist Law 8,
/// L5326–5343; seed 001 Law 135: the two best against the two others). A tie that decides a
/// partnership or the deal must be drawn again, and the error lists who (Whist Laws 9–10); a tie
/// inside the last side decides nothing ("unless such cards are the two highest").
pub fn partners(code: Code, cuts: &[Cut], per_side: usize) -> Result<Partnership, Vec<usize>> {
    let per_side = per_side.max(1);
    let o = order(code, cuts);
    let equal = |a: usize, b: usize| code.compare(&cuts[a], &cuts[b]) == Ordering::Equal;
    for pos in 0..o.len().saturating_sub(1) {
        let matters = pos == 0 || (pos + 1) % per_side == 0;
        if matters && equal(o[pos], o[pos + 1]) {
            let tied: Vec<usize> = (0..cuts.len()).filter(|&i| equal(i, o[pos])).collect();
            return Err(tied);
        }
    }
    Ok(Partnership {
        sides: o.chunks(per_side).map(<[usize]>::to_vec).collect(),
        dealer: o.first().copied().unwrap_or_default(),
    })
}

/// How many rubbers in a row `player` has played, counting back from the last.
pub fn consecutive<P: PartialEq>(rubbers: &[Vec<P>], player: &P) -> u32 {
    rubbers
        .iter()
        .rev()
        .take_while(|r| r.contains(player))
        .count() as u32
}

/// Those belonging to a club table who sat out the last rubber, in their order of entry: those
/// who have waited longest first, then newcomers in order of arrival (Law 139: "the order of
/// going out having once been decided shall be maintained").
pub fn waiting<P: PartialEq + Clone>(members: &[P], rubbers: &[Vec<P>]) -> Vec<P> {
    let last_played = |p: &P| rubbers.iter().rposition(|r| r.contains(p));
    let mut out: Vec<(Option<usize>, usize, P)> = members
        .iter()
        .enumerate()
        .filter(|(_, p)| rubbers.last().is_none_or(|r| !r.contains(p)))
        .map(|(i, p)| (last_played(p), i, p.clone()))
        .collect();
    // Those who never played came first (formation order), then whoever went out earliest.
    out.sort_by(|a, b| match (a.0, b.0) {
        (None, None) => a.1.cmp(&b.1),
        (None, Some(_)) => Ordering::Less,
        (Some(_), None) => Ordering::Greater,
        (Some(x), Some(y)) => x.cmp(&y).then(a.1.cmp(&b.1)),
    });
    out.into_iter().map(|(_, _, p)| p).collect()
}

/// What the laws say after a rubber at a table with more than four members.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rotation<P> {
    pub out: Vec<P>,
    pub entering: Vec<P>,
    /// The four for the next rubber.
    pub next: Vec<P>,
    /// Why, in the laws' words.
    pub reason: String,
}

/// Who goes out after the last rubber and who comes in. `cuts` is a fresh cut of the four who
/// played it (drawn when the number who have played most leaves a tie at the boundary).
///
/// 1909: as many go out as claim admission, one or two (seed 002 Law 20, L310–316; seed 000
/// Whist Law 11, L5345–5351): most consecutive rubbers first, ties by the cut, highest out.
/// 1927: after the first rubber the lowest of the four goes out (Law 137); after later ones,
/// those who have played most go out, as many as wait up to two, ties by the cut, lowest out
/// (Law 138).
pub fn rotate<P: PartialEq + Clone>(
    code: Code,
    members: &[P],
    rubbers: &[Vec<P>],
    cuts: &[Cut],
    seats: usize,
) -> Rotation<P> {
    rotate_with(code, members, rubbers, cuts, seats, &[])
}

/// [`rotate`], with `last_out` the players who cut out of the table after every other player
/// who played the last rubber (Law 143: one who came to make up the table and stays).
pub fn rotate_with<P: PartialEq + Clone>(
    code: Code,
    members: &[P],
    rubbers: &[Vec<P>],
    cuts: &[Cut],
    seats: usize,
    last_out: &[P],
) -> Rotation<P> {
    let Some(last) = rubbers.last() else {
        return Rotation {
            out: Vec::new(),
            entering: Vec::new(),
            next: members.iter().take(seats).cloned().collect(),
            reason: if members.len() == 2 {
                "the first rubber: both play".to_owned()
            } else if members.len() <= seats {
                format!("the first rubber: all {} play", count_word(members.len()))
            } else {
                format!("the first rubber: the {} best cuts play", count_word(seats))
            },
        };
    };
    let queue = waiting(members, rubbers);
    // A player of the last rubber who no longer belongs to the table (he left it, Law 141, or
    // went back to his own, Law 142) leaves a place the first waiting take without a cut.
    let gone: Vec<usize> = (0..last.len())
        .filter(|&i| !members.contains(&last[i]))
        .collect();
    let fill = gone.len().min(queue.len());
    let mut claims = (queue.len() - fill).min(2);
    if code == Code::Auction1927 && rubbers.len() == 1 {
        claims = claims.min(1);
    }
    let mut candidates: Vec<usize> = (0..last.len()).filter(|i| !gone.contains(i)).collect();
    let played = |i: usize| consecutive(rubbers, &last[i]);
    let kept = |i: usize| last_out.contains(&last[i]);
    candidates.sort_by(|&a, &b| {
        kept(a)
            .cmp(&kept(b))
            .then(played(b).cmp(&played(a)))
            .then_with(|| {
                // The worst cut goes out: reverse preference.
                let (ca, cb) = (cuts.get(a), cuts.get(b));
                match (ca, cb) {
                    (Some(x), Some(y)) => code.compare(y, x),
                    _ => a.cmp(&b),
                }
            })
    });
    let out: Vec<P> = gone
        .iter()
        .chain(candidates.iter().take(claims))
        .map(|&i| last[i].clone())
        .collect();
    let entering: Vec<P> = queue.into_iter().take(fill + claims).collect();
    let next: Vec<P> = last
        .iter()
        .filter(|p| !out.contains(p))
        .cloned()
        .chain(entering.iter().cloned())
        .collect();
    let reason = match (claims, code) {
        (0, _) if !gone.is_empty() => "the others play on".to_owned(),
        (0, _) => format!(
            "nobody is waiting: the same {} play on",
            count_word(next.len())
        ),
        (_, Code::Whist1909) => format!(
            "{claims} waiting: whoever has played most consecutive rubbers goes out, ties by the \
             cut, highest out (Whist Law 11)"
        ),
        (_, Code::Auction1927) if rubbers.len() == 1 => {
            "after the first rubber the four draw and the lowest goes out (Law 137)".to_owned()
        }
        (_, Code::Auction1927) => format!(
            "{claims} waiting: those who have played most rubbers go out, ties by the draw, \
             lowest out (Law 138)"
        ),
    };
    let reason = match gone.len() {
        0 => reason,
        n => format!(
            "{} of the last rubber no longer belong{} to the table, and the first waiting take \
             the place; {reason}",
            count_word(n),
            if n == 1 { "s" } else { "" }
        ),
    };
    Rotation {
        out,
        entering,
        next,
        reason,
    }
}

/// One settled rubber, partie or game of the night, for the ledger.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settled<P> {
    /// The players of each side.
    pub sides: Vec<Vec<P>>,
    /// One signed amount per side, in points, summing to zero (the pad's settlement).
    pub amounts: Vec<i64>,
    /// Pence per point, or per hundred points when `stake_unit` is 100.
    pub stake: i64,
    pub stake_unit: i64,
    /// Seats on a side: 2 at whist and bridge; a side with one player fewer is the player who
    /// takes Dummy.
    pub seats: usize,
    pub dummy: DummySettles,
}

/// How the player who takes Dummy settles a rubber with his two adversaries: the books are
/// silent (hoyle-1909-b §2.2: "should be configurable"; seed 000 L5929–5953, seed 001
/// L4383–4416).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DummySettles {
    /// Dummy's share is his player's: he wins or loses the value against each adversary.
    #[default]
    EachAdversary,
    /// He wins or loses the value once, and his adversaries share it.
    Shared,
}

impl DummySettles {
    pub fn as_str(self) -> &'static str {
        match self {
            DummySettles::EachAdversary => "each",
            DummySettles::Shared => "shared",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "each" => Some(DummySettles::EachAdversary),
            "shared" => Some(DummySettles::Shared),
            _ => None,
        }
    }
}

/// Every player's money over the settlements: each side's amount × stake ÷ stake unit, credited
/// to (or debited from) every player of that side, and a side short of its Dummy settling as
/// `dummy` says. Exact: a fraction of a penny stays a fraction rather than being rounded, so the
/// night still sums to zero.
pub fn ledger<P: Ord + Clone>(settled: &[Settled<P>]) -> BTreeMap<P, Q> {
    let mut money: BTreeMap<P, Q> = BTreeMap::new();
    for s in settled {
        let unit = s.stake_unit.max(1);
        let fewest = s.sides.iter().map(Vec::len).min().unwrap_or(0);
        for (side, &amount) in s.sides.iter().zip(&s.amounts) {
            let players = side.len().max(1) as i64;
            let share = match s.dummy {
                DummySettles::EachAdversary => Q::new(s.seats.max(1) as i64, players),
                DummySettles::Shared => Q::new(fewest.max(1) as i64, players),
            };
            let each = Q::new(amount.saturating_mul(s.stake), unit) * share;
            for p in side {
                *money.entry(p.clone()).or_default() += each;
            }
        }
    }
    money
}

/// Money as the pages and the CSV write it: pence, with any fraction as a fraction ("12 1/2").
pub fn show_money(q: Q) -> String {
    if q.is_integer() {
        return q.to_integer().to_string();
    }
    let whole = q.trunc().to_integer();
    let frac = q.fract();
    let frac = if frac < Q::from_integer(0) {
        -frac
    } else {
        frac
    };
    match whole {
        0 if q < Q::from_integer(0) => format!("-{}/{}", frac.numer(), frac.denom()),
        0 => format!("{}/{}", frac.numer(), frac.denom()),
        w => format!("{w} {}/{}", frac.numer(), frac.denom()),
    }
}

/// What the night page proposes for a club table's next rubber: the rotation and the fresh cut
/// for partners, both drawn from the night's seed so the proposal replays exactly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NextRubber<P> {
    pub rotation: Rotation<P>,
    /// The cut of those who played the last rubber, for cutting out (empty before the first).
    pub out_cuts: Vec<Cut>,
    /// The cut of the next players, for partners and deal, in the order of `rotation.next`.
    pub partner_cuts: Vec<Cut>,
    /// Sides as indices into `rotation.next`.
    pub partnership: Partnership,
}

/// Stream numbers for the night's draws, so no two draws share one.
pub fn stream(kind: u64, table: u32, rubber: usize) -> u64 {
    (kind << 40) | (u64::from(table) << 20) | (rubber as u64 & 0xF_FFFF)
}

/// Proposes the next rubber at club table `table` of a night with `seed`: who goes out, who comes
/// in, and the partners, for `seats` players in sides of `per_side`; `last_out` are the players
/// who cut out last ([`rotate_with`]; none when no one has).
#[allow(clippy::too_many_arguments)]
pub fn next_rubber<P: PartialEq + Clone>(
    code: Code,
    seed: u64,
    table: u32,
    members: &[P],
    rubbers: &[Vec<P>],
    seats: usize,
    per_side: usize,
    last_out: &[P],
) -> NextRubber<P> {
    let out_cuts = match rubbers.last() {
        Some(last) => draw_cuts(
            last.len(),
            &mut generator(seed, stream(2, table, rubbers.len())),
        ),
        None => Vec::new(),
    };
    let rotation = rotate_with(code, members, rubbers, &out_cuts, seats, last_out);
    let partner_cuts = draw_cuts(
        rotation.next.len(),
        &mut generator(seed, stream(3, table, rubbers.len())),
    );
    // Drawn cuts never tie, so partners are always decided.
    let partnership = partners(code, &partner_cuts, per_side).unwrap_or_else(|_| Partnership {
        sides: (0..rotation.next.len())
            .collect::<Vec<_>>()
            .chunks(per_side.max(1))
            .map(<[usize]>::to_vec)
            .collect(),
        dealer: 0,
    });
    NextRubber {
        rotation,
        out_cuts,
        partner_cuts,
        partnership,
    }
}
