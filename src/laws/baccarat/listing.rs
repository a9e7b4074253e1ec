//! Baccarat's entry in the registry: its settings with the book's lines, and the form a coup is
//! entered with at a table.

use super::super::ledger::school;
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::law::{Baccarat, score};

const DEAL: &[Field] = &[
    Field {
        name: "banker",
        label: "Who held the bank",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "leave blank when the bank stayed or passed as the game passes it",
    },
    Field {
        name: "bank",
        label: "What the banker put up, when he started a bank",
        kind: FieldKind::Number {
            min: 1,
            max: 1_000_000,
        },
        per_side: false,
        optional: true,
        help: "leave blank when the bank carries on with its winnings",
    },
    Field {
        name: "stakes",
        label: "What each punter staked",
        kind: FieldKind::Number {
            min: 0,
            max: 1_000_000,
        },
        per_side: true,
        optional: true,
        help: "in counters; blank for the banker and those who did not stake",
    },
    Field {
        name: "banco",
        label: "Who went bank, if anyone",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "he plays against the whole bank, and no one else stakes",
    },
    Field {
        name: "sides",
        label: "In banque, the side each punter staked on",
        kind: FieldKind::Choice {
            choices: &[
                ("right", "Right"),
                ("left", "Left"),
                ("both", "Both (à cheval)"),
            ],
        },
        per_side: true,
        optional: true,
        help: "leave blank at chemin de fer",
    },
    Field {
        name: "banker_cards",
        label: "The banker's cards",
        kind: FieldKind::Text { max_len: 20 },
        per_side: false,
        optional: false,
        help: "rank then suit, as 5H KS, with the third card if he drew one",
    },
    Field {
        name: "punter_cards",
        label: "The punters' cards (in banque, the right-hand side's)",
        kind: FieldKind::Text { max_len: 20 },
        per_side: false,
        optional: false,
        help: "rank then suit, as 4D 10C 3S",
    },
    Field {
        name: "left_cards",
        label: "In banque, the left-hand side's cards",
        kind: FieldKind::Text { max_len: 20 },
        per_side: false,
        optional: true,
        help: "leave blank at chemin de fer",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "baccarat",
    name: "Baccarat: chemin de fer and banque, the bank against the punters",
    sources: "seed 000 L190–378; seed 001 L14587–14644",
    doc: "docs/laws/baccarat.md",
    settings: &[
        Setting {
            name: "form",
            values: &["\"chemin_de_fer\"", "\"banque\""],
            default: "\"chemin_de_fer\"",
            about: "chemin de fer, six packs, the bank passing when the banker loses (seed 000 L215–307; seed 001 L14629–14642); or banque, three packs, a lasting banker against the two sides of the table (seed 000 L309–378; seed 001 L14587–14627)",
        },
        Setting {
            name: "false_draw",
            values: &["\"noted\"", "\"refused\""],
            default: "\"noted\"",
            about: "[INFER] a punter drawing with six or seven, or standing with baccarat to four, is \"a false draw\"; \"in some circles he is made liable … and in others is punishable by a fine\" (seed 000 L264–272): the coup stands and is noted, or the entry is refused",
        },
        Setting {
            name: "bank_limit",
            values: &["\"the_bank\"", "\"unlimited\""],
            default: "\"the_bank\"",
            about: "banque: stakes beyond the bank are paid \"in order of rotation, so far as the funds in the bank will extend\", unless the banker declares the stakes accepted and the bank unlimited (seed 000 L370–378)",
        },
    ],
    score,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 20,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Baccarat>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
