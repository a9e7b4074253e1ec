//! A school: a sitting of a payment game, deal after deal on the [`Ledger`], as `hoyle score`
//! answers it and as a table's pad draws it. A payment game's law implements [`Game`] (what one
//! deal transfers) and gets both for nothing:
//!
//! ```text
//! in:  {"settings": {...}, "players": ["A", "B", "C", "D"], "pools": {"kitty": 10},
//!       "deals": [ … the game's own fields, and "seated" when not everyone plays … ]}
//! out: {"deals": [{"amounts": [24, -8, -8, -8], "pools": {"kitty": 10}, "note": "…"}, …],
//!       "balances": [..], "pools": {..}, "settlement": [{"from": 1, "to": 0, "amount": 8}, …]}
//! ```
//!
//! Who plays each deal: every player present, unless the game seats fewer (solo whist's fifth
//! player stands out, [`Game::seated`]) or the deal says `"seated"` (a list of players' numbers,
//! or a yes/no per player as a table's form sends it). Players come and go between deals:
//! `settings.joined` gives, per player, the deal (from 1) he first sat in, and `settings.left`
//! the last deal he played (`null`: he stayed). Both are read here and never reach the law.
//! So is `settings.pools`, the pools at the start as a table keeps them (a kitty carried from
//! the last sitting): the same as the input's `"pools"`, which a table's pad has no place for.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::super::pad::{Asks, Field, FieldKind, Item, Pad, PadInput, Row, Settlement, from_value};
use super::super::{LawError, check_names, parse_json, pretty};
use super::{Ledger, Payment, Posted, Transfers};

/// The most counters a pool may hold at the start of a sitting.
pub const MAX_POOL: i64 = 1_000_000_000_000;

/// A payment game's law: what one deal moves between the players and the pools.
pub trait Game {
    /// The law's settings; absent ones are the books' reading.
    type Settings: DeserializeOwned + Default + Serialize;
    /// One deal, as entered.
    type Deal: DeserializeOwned;
    /// What the law remembers from deal to deal beyond the pools (loo's "must" after a loo,
    /// nap's purchase rounds): nothing for most.
    type Carry: Default;
    /// The players at the table, as the message says ("three to seven players").
    const PLAYERS: RangeInclusive<usize>;
    const WHOM: &'static str;
    /// How many play one deal.
    const AT_A_DEAL: RangeInclusive<usize>;

    /// Who plays deal `at.index` when the deal does not say: everyone present, unless the law
    /// stands someone out (solo whist's player on the dealer's right when five are present).
    fn seated(
        _settings: &Self::Settings,
        present: &[usize],
        _index: usize,
        _deal: &Self::Deal,
    ) -> Vec<usize> {
        present.to_vec()
    }

    /// What the deal transfers; refusals name the deal's field (`at.field("tricks")`).
    fn deal(
        settings: &Self::Settings,
        at: &At<'_>,
        carry: &mut Self::Carry,
        deal: &Self::Deal,
    ) -> Result<Transfers, LawError>;

    /// The law's words on the sitting as a whole (the scale in force, the pools' names).
    fn notes(_settings: &Self::Settings) -> Vec<String> {
        Vec::new()
    }

    /// What a table's deal form asks under these settings: the fields and choices of the
    /// law's other forms left out, a field entered apart ([`Asks`]). Everything by default.
    fn asks(_settings: &Self::Settings) -> Asks {
        Asks::default()
    }

    /// What the next deal is, as the deals before leave it (loo's single or must), for the
    /// deal form to say; `ledger` holds the pools after the last deal.
    fn next(_settings: &Self::Settings, _carry: &Self::Carry, _ledger: &Ledger) -> Option<String> {
        None
    }

    /// Why no deal can follow the deals before (a match won), for the page to say instead of
    /// offering the deal form; `names` are the players'.
    fn over(_settings: &Self::Settings, _carry: &Self::Carry, _names: &[String]) -> Option<String> {
        None
    }

    /// Where the dealer of deal `index` sits among `present` (a position in it), when the law
    /// keeps the deal's turn (solo whist, preference): the deal form says who deals next.
    fn dealer(_settings: &Self::Settings, _present: &[usize], _index: usize) -> Option<usize> {
        None
    }
}

/// Where a deal is played: its number, who sits in it, and the pools as the deal finds them.
pub struct At<'a> {
    /// The deal's index from 0.
    pub index: usize,
    pub names: &'a [String],
    /// The players in this deal, by their numbers in `names`, in seating order.
    pub seated: Vec<usize>,
    /// Everyone at the table at this deal, the seated and whoever sits it out (a game of the
    /// four jacks is settled with all who play in it).
    pub present: Vec<usize>,
    pub ledger: &'a Ledger,
}

impl At<'_> {
    /// The path of one of the deal's fields, for a refusal: `deals[3].tricks`.
    pub fn field(&self, key: &str) -> String {
        format!("deals[{}].{key}", self.index)
    }

    pub fn refuse(&self, key: &str, message: impl Into<String>) -> LawError {
        LawError::new(self.field(key), message)
    }

    /// A player named in field `key`: one of the sitting's, and in this deal.
    pub fn player(&self, key: &str, p: usize) -> Result<usize, LawError> {
        match self.names.get(p) {
            None => Err(self.refuse(
                key,
                format!("{p} is not a player (0 to {})", self.names.len() - 1),
            )),
            Some(name) if !self.seated.contains(&p) => {
                Err(self.refuse(key, format!("{name} does not play this deal")))
            }
            Some(_) => Ok(p),
        }
    }

    /// Everyone in this deal but `p`.
    pub fn others(&self, p: usize) -> Vec<usize> {
        self.seated.iter().copied().filter(|&q| q != p).collect()
    }

    /// A fresh set of transfers for the sitting's players.
    pub fn transfers(&self) -> Transfers {
        Transfers::new(self.names.len())
    }

    pub fn name(&self, p: usize) -> &str {
        &self.names[p]
    }
}

/// A whole sitting scored: the command line's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Sitting<S> {
    pub settings: S,
    pub players: Vec<String>,
    pub deals: Vec<Posted>,
    /// Each player's net over the sitting, in counters.
    pub balances: Vec<i64>,
    /// Every pool at the end.
    pub pools: BTreeMap<String, i64>,
    /// Who pays whom to square it (a pool by its name).
    pub settlement: Vec<Payment>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Input {
    #[serde(default)]
    settings: serde_json::Value,
    players: Vec<String>,
    #[serde(default)]
    pools: BTreeMap<String, i64>,
    #[serde(default)]
    deals: Vec<serde_json::Value>,
}

/// Who is present at each deal, read from `settings.joined` and `settings.left`, and the pools at
/// the start from `settings.pools`.
#[derive(Default, Deserialize)]
pub(crate) struct Presence {
    #[serde(default)]
    pub(crate) joined: Vec<Option<usize>>,
    #[serde(default)]
    pub(crate) left: Vec<Option<usize>>,
    #[serde(default)]
    pub(crate) pools: BTreeMap<String, i64>,
}

impl Presence {
    /// The players present at deal `index` (from 0).
    pub(crate) fn present(&self, players: usize, index: usize) -> Vec<usize> {
        let deal = index + 1;
        (0..players)
            .filter(|&p| self.joined.get(p).copied().flatten().unwrap_or(1) <= deal)
            .filter(|&p| {
                self.left
                    .get(p)
                    .copied()
                    .flatten()
                    .is_none_or(|last| deal <= last)
            })
            .collect()
    }
}

/// Splits the settings into who is present and the law's own.
fn split_settings<S: DeserializeOwned + Default>(
    value: &serde_json::Value,
    players: usize,
) -> Result<(S, Presence), LawError> {
    let mut own = value.clone();
    let mut presence = Presence::default();
    if let serde_json::Value::Object(map) = &mut own {
        let mut taken = serde_json::Map::new();
        // The table's own keys (`carried_to`, `carried_from`: where its pools went or came
        // from) are taken too, never the law's; `Presence` reads what it needs of them.
        for key in super::at_table::SCHOOL_KEYS {
            if let Some(v) = map.remove(key) {
                taken.insert(key.to_owned(), v);
            }
        }
        presence = from_value("settings", &serde_json::Value::Object(taken))?;
        for (key, list) in [("joined", &presence.joined), ("left", &presence.left)] {
            if list.len() > players {
                return Err(LawError::new(
                    format!("settings.{key}"),
                    format!("{} entries for {players} players", list.len()),
                ));
            }
        }
    }
    let settings = match own {
        serde_json::Value::Null => S::default(),
        serde_json::Value::Object(ref m) if m.is_empty() => S::default(),
        ref v => from_value("settings", v)?,
    };
    Ok((settings, presence))
}

/// The deal's `"seated"`, if it says who plays: numbers of players, or a yes/no per player.
fn seated_of(field: &str, value: &serde_json::Value) -> Result<Option<Vec<usize>>, LawError> {
    let refuse = || {
        LawError::new(
            field,
            "say who plays as a list of players' numbers, or yes or no for each player",
        )
    };
    match value {
        serde_json::Value::Null => Ok(None),
        serde_json::Value::Array(items) if items.iter().all(|v| v.is_boolean()) => {
            let seated: Vec<usize> = (0..items.len()).filter(|&i| items[i] == true).collect();
            Ok((!seated.is_empty()).then_some(seated))
        }
        serde_json::Value::Array(items) => items
            .iter()
            .map(|v| {
                v.as_u64()
                    .and_then(|n| usize::try_from(n).ok())
                    .ok_or_else(refuse)
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Some),
        _ => Err(refuse()),
    }
}

/// A sitting played: the law's settings, the ledger, for each deal who played it and who was
/// at the table but did not (solo whist's fifth player, the dealer at preference), for the pad
/// to write a 0 for the one and name the other, and what the law carries to the next deal.
type Played<G> = (
    <G as Game>::Settings,
    Ledger,
    Vec<(Vec<usize>, Vec<usize>)>,
    <G as Game>::Carry,
);

/// Plays a sitting through the ledger.
fn play<G: Game>(
    settings: &serde_json::Value,
    names: &[String],
    pools: BTreeMap<String, i64>,
    deals: &[serde_json::Value],
    names_field: &str,
) -> Result<Played<G>, LawError> {
    check_names(names_field, names, G::PLAYERS, G::WHOM)?;
    let (settings, mut presence) = split_settings::<G::Settings>(settings, names.len())?;
    let (pools, pools_field) = match (pools.is_empty(), std::mem::take(&mut presence.pools)) {
        (_, kept) if kept.is_empty() => (pools, "pools"),
        (true, kept) => (kept, "settings.pools"),
        (false, _) => {
            return Err(LawError::new(
                "settings.pools",
                "give the pools at the start once, as \"pools\" or as settings.pools",
            ));
        }
    };
    for (name, &amount) in &pools {
        if amount < 0 {
            return Err(LawError::new(
                format!("{pools_field}.{name}"),
                format!("{amount} is below nothing"),
            ));
        }
        // Far beyond any table's counters, and far enough below the integers' end that no
        // law's sums on it can overflow.
        if amount > MAX_POOL {
            return Err(LawError::new(
                format!("{pools_field}.{name}"),
                format!("{amount} is more counters than a table holds (at most {MAX_POOL})"),
            ));
        }
    }
    let mut ledger = Ledger::new(names.len(), pools);
    let mut carry = G::Carry::default();
    let mut standing_out = Vec::with_capacity(deals.len());
    for (i, raw) in deals.iter().enumerate() {
        let field = format!("deals[{i}]");
        let mut own = raw.clone();
        let said = match &mut own {
            serde_json::Value::Object(map) => map.remove("seated"),
            _ => None,
        };
        let deal: G::Deal = from_value(&field, &own)?;
        let present = presence.present(names.len(), i);
        let seated_field = format!("{field}.seated");
        let seated = match said
            .as_ref()
            .map(|v| seated_of(&seated_field, v))
            .transpose()?
        {
            Some(Some(list)) => {
                for &p in &list {
                    if p >= names.len() {
                        return Err(LawError::new(&seated_field, format!("{p} is not a player")));
                    }
                    if !present.contains(&p) {
                        return Err(LawError::new(
                            &seated_field,
                            format!("{} is not at the table at deal {}", names[p], i + 1),
                        ));
                    }
                }
                let mut list = list;
                list.dedup();
                list
            }
            _ => G::seated(&settings, &present, i, &deal),
        };
        if !G::AT_A_DEAL.contains(&seated.len()) {
            return Err(LawError::new(
                &seated_field,
                format!(
                    "{} play this deal; the game is for {} to {} at a deal",
                    seated.len(),
                    G::AT_A_DEAL.start(),
                    G::AT_A_DEAL.end()
                ),
            ));
        }
        standing_out.push((
            seated.clone(),
            present
                .iter()
                .copied()
                .filter(|p| !seated.contains(p))
                .collect(),
        ));
        let at = At {
            index: i,
            names,
            seated,
            present,
            ledger: &ledger,
        };
        let transfers = G::deal(&settings, &at, &mut carry, &deal)?;
        ledger.post(&field, transfers)?;
    }
    Ok((settings, ledger, standing_out, carry))
}

/// A sitting scored and settled, from its input already read: the ledger after every deal and
/// who pays whom. What `score` does before writing its answer as JSON text.
pub fn settle<G: Game>(
    settings: &serde_json::Value,
    players: &[String],
    pools: BTreeMap<String, i64>,
    deals: &[serde_json::Value],
) -> Result<(Ledger, Vec<Payment>), LawError> {
    let (_, ledger, _, _) = play::<G>(settings, players, pools, deals, "players")?;
    let settlement = ledger.settlement();
    Ok((ledger, settlement))
}

/// `hoyle score LAW` for a payment game.
pub fn score<G: Game>(input: &str) -> Result<String, LawError> {
    let input: Input = parse_json(input)?;
    let (settings, ledger, _, _) = play::<G>(
        &input.settings,
        &input.players,
        input.pools,
        &input.deals,
        "players",
    )?;
    pretty(&Sitting {
        settings,
        players: input.players,
        deals: ledger.posted().to_vec(),
        balances: ledger.balances().to_vec(),
        pools: ledger.pools().clone(),
        settlement: ledger.settlement(),
    })
}

/// The pools in words: "kitty 12, pool 3"; empty when there are none.
pub fn pools_in_words(pools: &BTreeMap<String, i64>) -> String {
    pools
        .iter()
        .map(|(name, n)| format!("{name} {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A settlement in words, players by name: "Bea pays Al 8; 3 go into the kitty for the next
/// sitting, out of what Cy owes"; a pool that gave up counters says so without naming a taker
/// ("2 that the kitty gave up … go to Bea in the settlement"). A pool is settled as one more account, so its counters come
/// out of the last debtor's balance; "Cy pays the kitty 3" read as if Cy alone had fed it.
pub fn settlement_in_words(payments: &[Payment], names: &[String]) -> String {
    use super::Account;
    let who = |a: &Account| match a {
        Account::Player(p) => names.get(*p).cloned().unwrap_or_else(|| p.to_string()),
        Account::Pool(name) => format!("the {name}"),
    };
    match payments.is_empty() {
        true => "all square".to_owned(),
        false => payments
            .iter()
            .map(|p| match (&p.from, &p.to) {
                (Account::Player(_), Account::Pool(_)) => format!(
                    "{} go into {} for the next sitting, out of what {} owes",
                    p.amount,
                    who(&p.to),
                    who(&p.from)
                ),
                // The settlement's choice, not a deal's event: nobody "takes" it.
                (Account::Pool(_), Account::Player(_)) => format!(
                    "{} that {} gave up of what it held at the start, part of the balances, \
                     go to {} in the settlement",
                    p.amount,
                    who(&p.from),
                    who(&p.to)
                ),
                _ => format!("{} pays {} {}", who(&p.from), who(&p.to), p.amount),
            })
            .collect::<Vec<_>>()
            .join("; "),
    }
}

/// The pad a table keeps of a school: a row a deal, each player's gain or payment and his
/// balance after it, the pools in the note; the sitting settled at its foot. The pools at the
/// start are the table's `settings.pools`.
pub fn pad<G: Game>(input: &PadInput) -> Result<Pad, LawError> {
    let (settings, ledger, standing_out, carry) = play::<G>(
        &input.settings,
        &input.sides,
        BTreeMap::new(),
        &input.deals,
        "sides",
    )?;
    let n = input.sides.len();
    let mut pad = Pad {
        notes: G::notes(&settings),
        asks: Asks {
            next: super::at_table::next_deal::<G>(
                &settings,
                &input.sides,
                split_settings::<G::Settings>(&input.settings, n)
                    .ok()
                    .map(|(_, p)| p),
                ledger.posted().len(),
                G::next(&settings, &carry, &ledger),
            ),
            over: G::over(&settings, &carry, &input.sides),
            ..G::asks(&settings)
        },
        ..Pad::new(input.sides.clone())
    };
    let mut running = vec![0; n];
    for (i, posted) in ledger.posted().iter().enumerate() {
        let below = (0..n)
            .map(|p| {
                running[p] += posted.amounts[p];
                // A player who played and came out even writes 0 and his running total; a
                // blank cell is kept for one not in the deal (away, or standing out).
                match (posted.amounts[p], standing_out[i].0.contains(&p)) {
                    (0, false) => Vec::new(),
                    (a, _) => vec![Item::new(a, format!("now {}", running[p]))],
                }
            })
            .collect();
        let pools = pools_in_words(&posted.pools);
        let mut note = match pools.is_empty() {
            true => posted.note.clone(),
            false => format!("{} In the pools: {pools}.", posted.note),
        };
        // A blank cell reads as nothing paid; say who was at the table and did not play.
        let out: Vec<&str> = standing_out[i]
            .1
            .iter()
            .map(|&p| input.sides[p].as_str())
            .collect();
        match out.as_slice() {
            [] => {}
            [one] => note.push_str(&format!(" {one} stands out.")),
            [rest @ .., last] => {
                note.push_str(&format!(" {} and {last} stand out.", rest.join(", ")))
            }
        }
        pad.rows.push(Row::Deal {
            deal: i,
            above: vec![Vec::new(); n],
            below,
            note,
        });
    }
    if !ledger.posted().is_empty() {
        let balances = ledger.balances().to_vec();
        let top = balances.iter().copied().max().unwrap_or_default();
        let leaders: Vec<usize> = (0..n).filter(|&p| balances[p] == top).collect();
        let unit = pad.asks.unit();
        pad.settle(Settlement {
            winner: match leaders.as_slice() {
                [one] if top > 0 => Some(*one),
                _ => None,
            },
            value: top,
            amounts: balances,
            label: format!(
                "the sitting: {}; {}",
                match ledger.posted().len() {
                    1 => format!("1 {unit}"),
                    n => format!("{n} {unit}s"),
                },
                settlement_in_words(&ledger.settlement(), &input.sides)
            ),
            lurch: false,
            final_points: Vec::new(),
        });
    }
    Ok(pad)
}

/// Where the dealer of deal `index` sits among those `present` (a position in `present`): the one
/// the deal names, or else the deal passing to the left from the first present at or after
/// `first_dealer`. `None` when the deal names someone not at the table (the law refuses him by
/// name). Games that stand a player out by the deal (solo whist at five, preference at four)
/// seat from it.
pub fn dealer_seat(
    present: &[usize],
    said: Option<usize>,
    first_dealer: usize,
    index: usize,
) -> Option<usize> {
    match said {
        Some(d) => present.iter().position(|&p| p == d),
        None => {
            let first = present.iter().position(|&p| p >= first_dealer).unwrap_or(0);
            Some((first + index) % present.len().max(1))
        }
    }
}

/// The field a school's deal form adds to the law's own: who plays, when not everyone does.
pub const SEATED: Field = Field {
    name: "seated",
    label: "Who plays this deal",
    kind: FieldKind::Flag,
    per_side: true,
    optional: true,
    help: "Tick those who play when not everyone at the table does; leave all blank otherwise.",
};
