//! How an event's settings are written in its row: each enum as the word stored for it.

use crate::laws::duplicate::{Direction, Game, RevokeRule};
use crate::laws::duplicate_auction::Caps;

pub fn caps_str(caps: Caps) -> &'static str {
    match caps {
        Caps::Kwc => "kwc",
        Caps::None => "none",
    }
}

pub fn game_str(game: Game) -> &'static str {
    match game {
        Game::Whist => "whist",
        Game::Auction => "auction",
    }
}

pub fn rule_str(rule: RevokeRule) -> &'static str {
    match rule {
        RevokeRule::General => "general",
        RevokeRule::Pair => "pair",
    }
}

pub fn direction_str(direction: Direction) -> &'static str {
    match direction {
        Direction::Ns => "NS",
        Direction::Ew => "EW",
    }
}

pub(crate) fn parse_direction(s: &str) -> Direction {
    if s == "EW" {
        Direction::Ew
    } else {
        Direction::Ns
    }
}
