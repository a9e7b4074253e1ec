//! Loo's deal as a table's form asks for it: the fields in the order a person fills them in,
//! each labelled with a sentence and its choices in words.

use super::super::ledger::school;
use super::super::pad::{Field, FieldKind};

const PLAYS: &[(&str, &str)] = &[
    ("own", "Played his own cards"),
    ("miss", "Took the miss"),
    ("for_pool", "Played the miss for the pool (the dealer)"),
    ("out", "Threw up his cards"),
];

pub const FIELDS: &[Field] = &[
    Field {
        name: "dealer",
        label: "Who dealt",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Leave blank when the deal passed to the left as usual.",
    },
    Field {
        name: "winner",
        label: "On a single, who held the higher card of the suit turned up",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Only on a single of one card each; leave blank when nobody did, and on every other deal.",
    },
    Field {
        name: "play",
        label: "What each player did",
        kind: FieldKind::Choice { choices: PLAYS },
        per_side: true,
        optional: true,
        help: "A blank is a player who threw up his cards (on a must, or a club under club law, one who played his own).",
    },
    Field {
        name: "tricks",
        label: "Tricks each player won",
        kind: FieldKind::Number { min: 0, max: 5 },
        per_side: true,
        optional: true,
        help: "Three tricks a deal, five at five-card loo; leave blank when nobody played.",
    },
    Field {
        name: "first",
        label: "Who won the first trick",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Needed only when the pool does not divide by three; otherwise leave blank.",
    },
    Field {
        name: "second",
        label: "Who won the second trick",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Needed only when the pool leaves two over after thirds; otherwise leave blank.",
    },
    Field {
        name: "flush",
        label: "Who showed the winning flush",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "Five-card and Irish loo only; leave blank when nobody did.",
    },
    Field {
        name: "exempt",
        label: "Who pays nothing for the flush",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "The holder of a losing flush (and, by the 1909 book, of Pam); leave blank otherwise.",
    },
    Field {
        name: "singles",
        label: "Singles each player forfeited into this pool",
        kind: FieldKind::Number { min: 0, max: 9 },
        per_side: true,
        optional: true,
        help: "For a misdeal, or looking or declaring out of turn; leave blank when none.",
    },
    Field {
        name: "offence",
        label: "Who broke a law of play",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "Leading, following, heading the trick or trumping wrongly: his tricks stay in the pool and he pays into the next; leave blank otherwise.",
    },
    Field {
        name: "clubs",
        label: "A club was turned up for trump",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "Under club law everyone then plays his own cards; leave blank otherwise.",
    },
    Field {
        name: "divide",
        label: "The sitting ends and the pool is shared equally",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "The last entry of the evening, made on its own: those at the table share the pool, and what does not divide stays in it.",
    },
    school::SEATED,
];
