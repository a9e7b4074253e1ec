//! The fields of a poker deal as a table's form asks for them.

use super::super::ledger::school;
use super::super::pad::{Field, FieldKind};

pub const DEAL: &[Field] = &[
    Field {
        name: "put_in",
        label: "What each player put into the pool this deal",
        kind: FieldKind::Number {
            min: 0,
            max: 1_000_000,
        },
        per_side: true,
        optional: false,
        help: "antes, blinds, straddles and bets together, in counters",
    },
    Field {
        name: "bets",
        label: "The bets in the order they were made, if the limit is to be checked",
        kind: FieldKind::Text { max_len: 400 },
        per_side: false,
        optional: true,
        help: "each player's name and the counters he pushed in, as Ann 1, Bob 2, Cat 4",
    },
    Field {
        name: "dropped",
        label: "Who dropped out",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "those who passed and gave up what they had put in",
    },
    Field {
        name: "hands",
        label: "The cards shown by those still in",
        kind: FieldKind::Text { max_len: 40 },
        per_side: true,
        optional: true,
        help: "rank then suit, as AS KH 10D 9C 2S (JK for the joker); not needed when one player is left",
    },
    Field {
        name: "dealer",
        label: "Who dealt",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "only needed when a divided pool leaves an odd counter",
    },
    Field {
        name: "widow",
        label: "The wild widow's card, if one was turned",
        kind: FieldKind::Text { max_len: 4 },
        per_side: false,
        optional: true,
        help: "the other cards of its rank are wild",
    },
    Field {
        name: "centre",
        label: "The card in the centre, at spit in the ocean",
        kind: FieldKind::Text { max_len: 4 },
        per_side: false,
        optional: true,
        help: "every player's fifth card, wild",
    },
    Field {
        name: "jack_pot",
        label: "This deal is a jack-pot",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "tick it when the players agree to one; after a deal no one went in, the next is a jack-pot anyway",
    },
    Field {
        name: "opener",
        label: "Who opened the jack-pot",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "his openers are checked when he shows them",
    },
    Field {
        name: "openers",
        label: "The cards he opened with, if he showed them",
        kind: FieldKind::Text { max_len: 40 },
        per_side: false,
        optional: true,
        help: "needed when no one came in against him",
    },
    Field {
        name: "false_opener",
        label: "Who opened the jack-pot without openers, if anyone",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the pool stays for the next deal and he pays the penalty",
    },
    school::SEATED,
];
