//! Entry fields shared by the slip and the traveller.

use super::*;
use crate::laws::contract_duplicate::{
    Bid, Contract as BridgeContract, Doubled as BridgeDoubled, Played, Seat, Strain,
};
use crate::laws::duplicate_auction::{self, Contract, Denomination, Doubled, Typed};

pub(super) const ENTRY_FIELDS: [&str; 17] = [
    "ns_tricks",
    "revoke_by",
    "revoke_count",
    "revoke_tricks_before",
    "ns_points",
    "ew_points",
    "declarer",
    "level",
    "denomination",
    "doubled",
    "tricks",
    "honours_side",
    "honours",
    "honours_in_one_hand",
    "ns_revokes",
    "ew_revokes",
    "passed_fouled",
];

/// One result's fields as typed (or as stored), for a form row.
#[derive(Debug, Default, Clone)]
pub(super) struct EntryFields {
    pub(super) ns_tricks: String,
    pub(super) revoke_by: String,
    pub(super) revoke_count: String,
    pub(super) revoke_tricks_before: String,
    pub(super) ns_points: String,
    pub(super) ew_points: String,
    /// An auction event entered by contract: the law's flat deal fields.
    pub(super) declarer: String,
    pub(super) level: String,
    pub(super) denomination: String,
    pub(super) doubled: String,
    pub(super) tricks: String,
    pub(super) honours_side: String,
    pub(super) honours: String,
    pub(super) honours_in_one_hand: String,
    pub(super) ns_revokes: String,
    pub(super) ew_revokes: String,
    /// Who passed the board on fouled (KWC law 4d): "", "NS", "EW" or "both" (`fouled`).
    pub(super) passed_fouled: String,
}

impl EntryFields {
    pub(super) fn from_entry(entry: &Entry) -> Self {
        match entry {
            Entry::Whist { ns_tricks, revoke } => EntryFields {
                ns_tricks: ns_tricks.to_string(),
                revoke_by: revoke
                    .map(|r| store::direction_str(r.by).to_owned())
                    .unwrap_or_default(),
                revoke_count: revoke.map(|r| r.count.to_string()).unwrap_or_default(),
                revoke_tricks_before: revoke
                    .map(|r| r.tricks_before.to_string())
                    .unwrap_or_default(),
                ..EntryFields::default()
            },
            Entry::Auction {
                ns_points,
                ew_points,
                ..
            } => EntryFields {
                ns_points: ns_points.to_string(),
                ew_points: ew_points.to_string(),
                ..EntryFields::default()
            },
        }
    }

    /// A stored result's fields, with its contract when it has one.
    pub(super) fn from_stored(stored: &Stored) -> Self {
        let fields = EntryFields {
            passed_fouled: super::fouled::typed(stored.passed_fouled),
            ..EntryFields::from_entry(&stored.entry)
        };
        let Some(c) = stored.contract else {
            return fields;
        };
        match c.played() {
            Some(Played::PassedOut) => {
                return EntryFields {
                    denomination: "pass".to_owned(),
                    ..fields
                };
            }
            Some(Played::Contract { declarer, .. }) => {
                return EntryFields {
                    declarer: declarer.letter().to_owned(),
                    level: c.level.to_string(),
                    denomination: c.denomination.as_str().to_owned(),
                    doubled: c.doubled.as_str().to_owned(),
                    tricks: c.tricks.to_string(),
                    ..fields
                };
            }
            None => {}
        }
        let text = |n: Option<u8>| n.map(|n| n.to_string()).unwrap_or_default();
        // No revokes is the usual case: leave the field blank rather than show a 0.
        let revokes = |n: u8| text(Some(n).filter(|&n| n > 0));
        EntryFields {
            declarer: store::direction_str(c.declarer).to_owned(),
            level: c.level.to_string(),
            denomination: c.denomination.as_str().to_owned(),
            doubled: c.doubled.as_str().to_owned(),
            tricks: c.tricks.to_string(),
            honours_side: c
                .honours
                .map(|h| store::direction_str(h.side).to_owned())
                .unwrap_or_default(),
            honours: text(c.honours.map(|h| h.count)),
            honours_in_one_hand: text(c.honours.and_then(|h| h.in_one_hand)),
            ns_revokes: revokes(c.ns_revokes),
            ew_revokes: revokes(c.ew_revokes),
            ..fields
        }
    }

    /// Reads `{field}_{key}` for each field.
    pub(super) fn from_form(form: &HashMap<String, String>, key: &str) -> Self {
        let get = |f: &str| {
            form.get(&format!("{f}_{key}"))
                .map(|v| v.trim().to_owned())
                .unwrap_or_default()
        };
        EntryFields {
            ns_tricks: get("ns_tricks"),
            revoke_by: get("revoke_by"),
            revoke_count: get("revoke_count"),
            revoke_tricks_before: get("revoke_tricks_before"),
            ns_points: get("ns_points"),
            ew_points: get("ew_points"),
            declarer: get("declarer"),
            level: get("level"),
            denomination: get("denomination"),
            doubled: get("doubled"),
            tricks: get("tricks"),
            honours_side: get("honours_side"),
            honours: get("honours"),
            honours_in_one_hand: get("honours_in_one_hand"),
            ns_revokes: get("ns_revokes"),
            ew_revokes: get("ew_revokes"),
            passed_fouled: get("passed_fouled"),
        }
    }

    /// The entry as the event takes it (with its contract, for an event entered by contract),
    /// or None for a blank row; errors are keyed by the plain field name.
    pub(super) fn read(
        &self,
        event: &Event,
    ) -> Result<Option<(Entry, Option<Contract>)>, FieldErrors> {
        if !event.by_contract() {
            return Ok(self.parse(event.game)?.map(|entry| (entry, None)));
        }
        if event.is_bridge() {
            // The score depends on the board's vulnerability, so the store scores it
            // (`results::settle`); the entry here only stands in until then.
            let stand_in = Entry::Auction {
                ns_points: 0,
                ew_points: 0,
                excess: 0,
            };
            return Ok(self.parse_bridge()?.map(|c| (stand_in, Some(c))));
        }
        Ok(self.parse_contract()?.map(|c| {
            let entry = duplicate_auction::entry(&duplicate_auction::score(&c, event.auction_caps));
            (entry, Some(c))
        }))
    }

    /// The field a blank entry is reported at.
    pub(super) fn first_field(event: &Event) -> &'static str {
        match event.game {
            _ if event.by_contract() => "level",
            Game::Whist => "ns_tricks",
            Game::Auction => "ns_points",
        }
    }

    /// The contract typed, or None for a blank row; the law refuses what cannot have happened,
    /// at the field it names.
    pub(super) fn parse_contract(&self) -> Result<Option<Contract>, FieldErrors> {
        let typed = [
            &self.declarer,
            &self.level,
            &self.denomination,
            &self.tricks,
            &self.honours_side,
            &self.honours,
            &self.honours_in_one_hand,
            &self.ns_revokes,
            &self.ew_revokes,
        ];
        // The doubled select always sends a value ("no" unless changed), so it alone does not
        // make a row of a board not yet played.
        let undoubled = matches!(self.doubled.as_str(), "" | "no");
        if undoubled && typed.iter().all(|v| v.is_empty()) {
            return Ok(None);
        }
        let mut errors = FieldErrors::default();
        let side = |errors: &mut FieldErrors, field: &str, value: &str, message: &str| match value {
            "NS" => Some(Some(Direction::Ns)),
            "EW" => Some(Some(Direction::Ew)),
            "" if field == "honours_side" => Some(None),
            _ => {
                errors.add(field, message);
                None
            }
        };
        let number = |errors: &mut FieldErrors, field: &str, value: &str, what: &str| {
            if value.is_empty() {
                return Some(None);
            }
            match value.parse::<i64>() {
                Ok(n) => Some(Some(n)),
                Err(_) => {
                    errors.add(field, format!("Write {what} as a whole number."));
                    None
                }
            }
        };
        let required =
            |errors: &mut FieldErrors, field: &str, value: Option<Option<i64>>, message: &str| {
                match value {
                    Some(Some(n)) => Some(n),
                    Some(None) => {
                        errors.add(field, message);
                        None
                    }
                    None => None,
                }
            };
        let declarer = side(
            &mut errors,
            "declarer",
            &self.declarer,
            "Choose the declarer: N-S or E-W.",
        )
        .flatten();
        let level = number(&mut errors, "level", &self.level, "the level");
        let level = required(
            &mut errors,
            "level",
            level,
            "Give the contract's level, 1 to 7.",
        );
        let denomination = Denomination::parse(&self.denomination);
        if denomination.is_none() {
            errors.add(
                "denomination",
                "Choose clubs, diamonds, hearts, spades or no-trumps.",
            );
        }
        let doubled = if self.doubled.is_empty() {
            Some(Doubled::No)
        } else {
            Doubled::parse(&self.doubled)
        };
        if doubled.is_none() {
            errors.add("doubled", "Choose not doubled, doubled or redoubled.");
        }
        let tricks = number(&mut errors, "tricks", &self.tricks, "the declarer's tricks");
        let tricks = required(
            &mut errors,
            "tricks",
            tricks,
            "Give the tricks the declarer's side took (0 to 13).",
        );
        let honours_side = side(
            &mut errors,
            "honours_side",
            &self.honours_side,
            "Choose N-S or E-W.",
        );
        let honours = number(&mut errors, "honours", &self.honours, "the honours");
        let in_one_hand = number(
            &mut errors,
            "honours_in_one_hand",
            &self.honours_in_one_hand,
            "the honours in one hand",
        );
        let ns_revokes = number(&mut errors, "ns_revokes", &self.ns_revokes, "the revokes");
        let ew_revokes = number(&mut errors, "ew_revokes", &self.ew_revokes, "the revokes");
        let (
            Some(declarer),
            Some(level),
            Some(denomination),
            Some(doubled),
            Some(tricks),
            Some(honours_side),
            Some(honours),
            Some(honours_in_one_hand),
            Some(ns_revokes),
            Some(ew_revokes),
        ) = (
            declarer,
            level,
            denomination,
            doubled,
            tricks,
            honours_side,
            honours,
            in_one_hand,
            ns_revokes,
            ew_revokes,
        )
        else {
            return Err(errors);
        };
        if !errors.is_empty() {
            return Err(errors);
        }
        Contract::check(&Typed {
            declarer,
            level,
            denomination,
            doubled,
            tricks,
            honours_side,
            honours,
            honours_in_one_hand,
            ns_revokes,
            ew_revokes,
        })
        .map(Some)
        .map_err(|e| {
            errors.add(e.field, format!("{}.", e.message));
            errors
        })
    }

    /// A duplicate contract bridge result typed: the declarer's seat, the contract and the
    /// tricks, or "passed out"; None for a blank row.
    pub(super) fn parse_bridge(&self) -> Result<Option<Contract>, FieldErrors> {
        let undoubled = matches!(self.doubled.as_str(), "" | "no");
        let typed = [
            &self.declarer,
            &self.level,
            &self.denomination,
            &self.tricks,
        ];
        if undoubled && typed.iter().all(|v| v.is_empty()) {
            return Ok(None);
        }
        let mut errors = FieldErrors::default();
        if self.denomination == "pass" {
            for (field, value) in [
                ("declarer", &self.declarer),
                ("level", &self.level),
                ("tricks", &self.tricks),
            ] {
                if !value.is_empty() {
                    errors.add(
                        field,
                        "A board passed out has no declarer, level or tricks.",
                    );
                }
            }
            if !undoubled {
                errors.add("doubled", "A board passed out is not doubled.");
            }
            if !errors.is_empty() {
                return Err(errors);
            }
            return Ok(Some(Contract::bridge(&Played::PassedOut)));
        }
        let seat = Seat::parse(&self.declarer);
        if seat.is_none() {
            errors.add(
                "declarer",
                "Choose the declarer: North, East, South or West.",
            );
        }
        let level = self
            .level
            .parse::<u8>()
            .ok()
            .filter(|l| (1..=7).contains(l));
        if level.is_none() {
            errors.add("level", "Give the contract's level, 1 to 7.");
        }
        let strain = match self.denomination.as_str() {
            "clubs" => Some(Strain::Clubs),
            "diamonds" => Some(Strain::Diamonds),
            "hearts" => Some(Strain::Hearts),
            "spades" => Some(Strain::Spades),
            "notrump" => Some(Strain::Notrump),
            _ => {
                errors.add(
                    "denomination",
                    "Choose clubs, diamonds, hearts, spades, no-trumps, or passed out.",
                );
                None
            }
        };
        let doubled = match self.doubled.as_str() {
            "" | "no" => Some(BridgeDoubled::No),
            "doubled" => Some(BridgeDoubled::Doubled),
            "redoubled" => Some(BridgeDoubled::Redoubled),
            _ => {
                errors.add("doubled", "Choose not doubled, doubled or redoubled.");
                None
            }
        };
        let tricks = self.tricks.parse::<i64>().ok();
        if tricks.is_none() {
            errors.add(
                "tricks",
                "Give the tricks the declarer's side took (0 to 13).",
            );
        }
        let (Some(seat), Some(level), Some(strain), Some(doubled), Some(tricks)) =
            (seat, level, strain, doubled, tricks)
        else {
            return Err(errors);
        };
        let bid = Bid::Contract(BridgeContract {
            level,
            strain,
            doubled,
        });
        Played::new(bid, Some(seat), Some(tricks))
            .map(|played| Some(Contract::bridge(&played)))
            .map_err(|e| {
                errors.add(e.field, format!("{}.", e.message));
                errors
            })
    }

    pub(super) fn is_blank(&self, game: Game) -> bool {
        match game {
            Game::Whist => {
                self.ns_tricks.is_empty()
                    && self.revoke_by.is_empty()
                    && self.revoke_count.is_empty()
                    && self.revoke_tricks_before.is_empty()
            }
            Game::Auction => self.ns_points.is_empty() && self.ew_points.is_empty(),
        }
    }

    /// The entry, or None for a blank row; errors are keyed by the plain field name.
    pub(super) fn parse(&self, game: Game) -> Result<Option<Entry>, FieldErrors> {
        if self.is_blank(game) {
            return Ok(None);
        }
        let mut errors = FieldErrors::default();
        let small = |errors: &mut FieldErrors, field: &str, value: &str, what: &str| match value
            .parse::<u8>()
        {
            Ok(n) if n <= 13 => Some(n),
            _ => {
                errors.add(field, format!("Write {what} as a whole number 0 to 13."));
                None
            }
        };
        let entry = match game {
            Game::Whist => {
                let ns_tricks = if self.ns_tricks.is_empty() {
                    errors.add("ns_tricks", "Give the tricks N-S took (0 to 13).");
                    None
                } else {
                    small(&mut errors, "ns_tricks", &self.ns_tricks, "N-S tricks")
                };
                let by = match self.revoke_by.as_str() {
                    "" => None,
                    "NS" => Some(Direction::Ns),
                    "EW" => Some(Direction::Ew),
                    _ => {
                        errors.add("revoke_by", "Choose N-S or E-W.");
                        None
                    }
                };
                let count = if self.revoke_count.is_empty() {
                    Some(1)
                } else {
                    match self.revoke_count.parse::<u8>() {
                        Ok(n) if n >= 1 => Some(n),
                        _ => {
                            errors.add(
                                "revoke_count",
                                "Write the number of revokes as a whole number, 1 or more.",
                            );
                            None
                        }
                    }
                };
                let before = if self.revoke_tricks_before.is_empty() {
                    Some(0)
                } else {
                    small(
                        &mut errors,
                        "revoke_tricks_before",
                        &self.revoke_tricks_before,
                        "the tricks before the first revoke",
                    )
                };
                if by.is_none()
                    && self.revoke_by.is_empty()
                    && (!self.revoke_count.is_empty() || !self.revoke_tricks_before.is_empty())
                {
                    errors.add("revoke_by", "Say which side revoked.");
                }
                match (ns_tricks, count, before) {
                    (Some(ns_tricks), Some(count), Some(tricks_before)) => Some(Entry::Whist {
                        ns_tricks,
                        revoke: by.map(|by| Revoke {
                            by,
                            count,
                            tricks_before,
                        }),
                    }),
                    _ => None,
                }
            }
            Game::Auction => {
                let mut points = |field: &str, value: &str, side: &str| match value.parse::<i64>() {
                    Ok(n) if n >= 0 => Some(n),
                    _ => {
                        errors.add(
                            field,
                            format!("Write the {side} points as a whole number, 0 or more."),
                        );
                        None
                    }
                };
                let ns_points = points("ns_points", &self.ns_points, "N-S");
                let ew_points = points("ew_points", &self.ew_points, "E-W");
                match (ns_points, ew_points) {
                    (Some(ns_points), Some(ew_points)) => Some(Entry::Auction {
                        ns_points,
                        ew_points,
                        excess: 0,
                    }),
                    _ => None,
                }
            }
        };
        match entry {
            Some(entry) if errors.is_empty() => Ok(Some(entry)),
            _ => Err(errors),
        }
    }
}

/// A row of entry fields in a form: inputs are named `{field}_{key}`.
pub(super) struct EntryRow {
    pub(super) key: String,
    pub(super) fields: EntryFields,
    pub(super) errors: FieldErrors,
    /// The event asks who passed the board on fouled (`fouled::offered`).
    pub(super) fouled: bool,
}

impl EntryRow {
    pub(super) fn new(key: impl ToString, fields: EntryFields) -> Self {
        EntryRow {
            key: key.to_string(),
            fields,
            errors: FieldErrors::default(),
            fouled: false,
        }
    }

    /// Messages not about one of the entry inputs (the board, the pairs, the event).
    pub(super) fn general(&self) -> Vec<&str> {
        self.errors
            .0
            .iter()
            .filter(|(f, _)| !ENTRY_FIELDS.contains(&f.as_str()))
            .map(|(_, m)| m.as_str())
            .collect()
    }
}

pub(super) fn find_result(stored: &[Stored], board: u32, ns: u32, ew: u32) -> Option<&Stored> {
    stored
        .iter()
        .find(|s| s.board == board && s.ns == ns && s.ew == ew)
}
