//! Tables of play (one score pad each, kept by a law from the registry) and club nights.
//!
//! A deal is stored as the JSON object the law's deal fields describe. Every deal written is
//! first run through the law's pad with all the others, inside the same transaction, so a deal
//! the law refuses is never saved; every entry, correction and deletion is kept in the deal
//! history. A payment game's table is a school (`school`): players join and leave it between
//! deals.

mod gone;
mod ledger;
mod moves;
mod moving;
mod nights;
mod reads;
mod rows;
pub mod school;
mod substitutes;
mod writes;

pub use gone::{go_home, stay};
pub use ledger::{
    LEDGER_CSV_HEADER, Ledger, LedgerLine, POOLS_NOW, POOLS_START, night_ledger, season_ledger,
    seasons,
};
pub use moves::{
    Move, MoveKind, away, formation, lefts, moves, parse_player_key, player_key, reduced, renewal,
    stays,
};
pub use moving::{break_up, fill, leave, return_home};
pub(crate) use nights::LIVE_TABLE;
pub use nights::{
    Night, NightPlayer, arrive, create_night, form_tables, get_night, night_players, nights,
};
pub use reads::{Change, deals, get, history, list, list_with_finished, of_night, of_season, pad};
pub use rows::{MAX_STAKE, Named, NewTable, PlayTable, Player, Status, table_law};
pub use substitutes::{appoint, as_players, come_back, substitutes};
pub use writes::{
    NewDeal, correct_deal, correctable, create, deal_version, delete_last, enter_deal,
    enter_new_deal, set_status,
};
