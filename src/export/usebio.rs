//! USEBIO 1.2: the XML that club scoring programs and bridge federations exchange a pairs
//! event's results in (docs/usebio.md names the published specification and what is written).
//! Pure: the event, its pairs, its results and its standings in, the document out.
//!
//! One session, one section ("A"); the pairs by direction with their place in their direction
//! (the compass movement has a winner each way: WINNER_TYPE 2), their score as the standings
//! give it, and their players; then each board's traveller lines. The XML is written by
//! quick-xml, which escapes every name and text, so nothing typed can break the document.

use std::io;

use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesText, Event as Xml};

use crate::db::events::{Event, Pair, direction_str};
use crate::db::results::Stored;
use crate::laws::contract_duplicate::{Bid, Played};
use crate::laws::duplicate::Entry;
use crate::laws::duplicate_auction::{Denomination, Doubled};
use crate::tournament::{EventStandings, two_decimals};

/// The document type the specification publishes for version 1.2.
pub const DOCTYPE: &str = r#"USEBIO SYSTEM "http://www.usebio.org/files/usebio_v1_2.dtd""#;

/// What a USEBIO file of one event is written from.
pub struct Source<'a> {
    /// The club's name (its settings), written as CLUB_NAME.
    pub club: &'a str,
    pub event: &'a Event,
    pub pairs: &'a [Pair],
    pub results: &'a [Stored],
    pub standings: &'a EventStandings,
}

/// The event as a USEBIO 1.2 document, UTF-8.
pub fn write(source: &Source<'_>) -> Vec<u8> {
    let mut w = Writer::new_with_indent(Vec::new(), b' ', 2);
    // Writing to a Vec cannot fail; an error here would be a bug in the writer, and an empty
    // document is refused by any reader rather than half-read.
    match document(&mut w, source) {
        Ok(()) => {
            let mut out = w.into_inner();
            out.push(b'\n');
            out
        }
        Err(_) => Vec::new(),
    }
}

fn document(w: &mut Writer<Vec<u8>>, s: &Source<'_>) -> io::Result<()> {
    w.write_event(Xml::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
    w.write_event(Xml::DocType(BytesText::from_escaped(DOCTYPE)))?;
    w.create_element("USEBIO")
        .with_attribute(("Version", "1.2"))
        .write_inner_content(|w| {
            w.create_element("CLUB").write_inner_content(|w| {
                text(w, "CLUB_NAME", s.club)?;
                Ok(())
            })?;
            w.create_element("EVENT")
                .with_attribute(("EVENT_TYPE", "PAIRS"))
                .write_inner_content(|w| event(w, s))?;
            Ok(())
        })?;
    Ok(())
}

fn text(w: &mut Writer<Vec<u8>>, name: &str, value: &str) -> io::Result<()> {
    w.create_element(name)
        .write_text_content(BytesText::new(value))?;
    Ok(())
}

fn event(w: &mut Writer<Vec<u8>>, s: &Source<'_>) -> io::Result<()> {
    let e = s.event;
    text(w, "EVENT_DESCRIPTION", &e.name)?;
    text(w, "PROGRAM_NAME", "Hoyle")?;
    text(w, "PROGRAM_VERSION", env!("CARGO_PKG_VERSION"))?;
    text(w, "DATE", &e.date.format("%d/%m/%Y").to_string())?;
    // The books' plus and minus against the average is a total of points (or tricks) on each
    // board, compared within the direction: USEBIO's aggregate scoring.
    text(w, "BOARD_SCORING_METHOD", "AGGREGATE")?;
    text(w, "SESSION_COUNT", "1")?;
    text(w, "SECTION_COUNT", "1")?;
    text(w, "WINNER_TYPE", "2")?;
    let played: Vec<&Pair> = s.pairs.iter().filter(|p| !p.is_empty()).collect();
    text(w, "PAIRS", &played.len().to_string())?;
    text(w, "BOARDS_PLAYED", &e.boards().to_string())?;
    w.create_element("SESSION")
        .with_attribute(("SESSION_ID", "1"))
        .write_inner_content(|w| {
            w.create_element("SECTION")
                .with_attribute(("SECTION_ID", "A"))
                .write_inner_content(|w| section(w, s))?;
            Ok(())
        })?;
    Ok(())
}

fn section(w: &mut Writer<Vec<u8>>, s: &Source<'_>) -> io::Result<()> {
    w.create_element("PARTICIPANTS").write_inner_content(|w| {
        for pair in s.pairs {
            let row = s
                .standings
                .rows
                .iter()
                .find(|r| r.direction == pair.direction && r.pair == pair.pair);
            // A pair with nobody in it and no result sat out: it is not a participant.
            if pair.is_empty() && row.is_none() {
                continue;
            }
            w.create_element("PAIR").write_inner_content(|w| {
                text(w, "PAIR_NUMBER", &pair.pair.to_string())?;
                text(w, "DIRECTION", direction_str(pair.direction))?;
                if let Some(r) = row {
                    text(w, "PLACE", &r.rank_in_direction.to_string())?;
                    text(w, "TOTAL_SCORE", &two_decimals(r.plus_minus))?;
                    text(w, "BOARDS_PLAYED", &r.boards.to_string())?;
                }
                for name in pair
                    .members
                    .iter()
                    .map(|(_, n)| n.as_str())
                    .chain(pair.visitors.iter().map(String::as_str))
                {
                    w.create_element("PLAYER").write_inner_content(|w| {
                        text(w, "PLAYER_NAME", name)?;
                        Ok(())
                    })?;
                }
                Ok(())
            })?;
        }
        Ok(())
    })?;
    let mut boards: Vec<u32> = s.results.iter().map(|r| r.board).collect();
    boards.dedup();
    for board in boards {
        w.create_element("BOARD").write_inner_content(|w| {
            text(w, "BOARD_NUMBER", &board.to_string())?;
            for r in s.results.iter().filter(|r| r.board == board) {
                w.create_element("TRAVELLER_LINE")
                    .write_inner_content(|w| line(w, r))?;
            }
            Ok(())
        })?;
    }
    Ok(())
}

/// One result: the pairs, the contract when it was entered by contract, and N-S's score.
fn line(w: &mut Writer<Vec<u8>>, r: &Stored) -> io::Result<()> {
    text(w, "NS_PAIR_NUMBER", &r.ns.to_string())?;
    text(w, "EW_PAIR_NUMBER", &r.ew.to_string())?;
    match r.contract.as_ref().map(|c| (c, c.played())) {
        None => {}
        Some((_, Some(Played::PassedOut))) => text(w, "CONTRACT", "PASS")?,
        Some((
            _,
            Some(Played::Contract {
                contract,
                declarer,
                tricks,
            }),
        )) => {
            text(w, "CONTRACT", &Bid::Contract(contract).code())?;
            text(w, "PLAYED_BY", declarer.letter())?;
            text(w, "TRICKS", &tricks.to_string())?;
        }
        // The 1926 laws' declarer is a side, not a seat: no PLAYED_BY.
        Some((c, None)) => {
            text(
                w,
                "CONTRACT",
                &contract_code(c.level, c.denomination, c.doubled),
            )?;
            text(w, "TRICKS", &c.tricks.to_string())?;
        }
    }
    let score = match r.entry {
        // Whist is scored in tricks: N-S's tricks are their score on the board.
        Entry::Whist { ns_tricks, .. } => i64::from(ns_tricks),
        Entry::Auction {
            ns_points,
            ew_points,
            ..
        } => ns_points - ew_points,
    };
    text(w, "SCORE", &score.to_string())?;
    Ok(())
}

/// "4S", "3NTX": the contract as a traveller writes it.
pub fn contract_code(level: u8, denomination: Denomination, doubled: Doubled) -> String {
    let strain = match denomination {
        Denomination::Clubs => "C",
        Denomination::Diamonds => "D",
        Denomination::Hearts => "H",
        Denomination::Spades => "S",
        Denomination::Notrump => "NT",
    };
    let doubled = match doubled {
        Doubled::No => "",
        Doubled::Doubled => "X",
        Doubled::Redoubled => "XX",
    };
    format!("{level}{strain}{doubled}")
}

#[cfg(test)]
mod tests;
