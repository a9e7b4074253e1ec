//! Bridge and auction kept at a table: the fields a deal is entered with, the settings each
//! law reads, the pad, and how long a deal may be put right. `hoyle score` reads the same deal
//! objects ([`super::wire`]).

mod closing;
mod fields;
mod pads;
mod settings;

pub use closing::{
    claims_closed_1904, claims_closed_1926, claims_closed_auction_1908, claims_closed_auction_1926,
    claims_closed_auction_two_hand, claims_closed_bridge_1904, claims_closed_contract_1927,
    correctable_auction_1908, correctable_auction_1926, correctable_auction_two_hand,
    correctable_bridge_1904, correctable_contract_1927,
};
pub use fields::{
    AUCTION_1908_DEAL, AUCTION_1926_DEAL, AUCTION_TWO_HAND_DEAL, BRIDGE_1904_DEAL,
    CONTRACT_1927_DEAL, DUMMY_UP_DEAL, STOP_GAP_DEAL, WIDOW_DEAL,
};
pub use pads::{
    lump_sitting, pad_auction_1908, pad_auction_1926, pad_auction_two_hand, pad_bridge_1904,
    pad_contract_1927, pad_dummy_up, pad_stop_gap, pad_widow_auction, rubber_sitting,
    two_hand_sitting,
};
pub use settings::{check_names, rubber_settings};
