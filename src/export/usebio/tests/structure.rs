//! A structural check of a USEBIO document, in place of a validating parser: the published
//! DTD could not be found to check against (docs/usebio.md says what was searched), so the
//! table below is our own, written from the elements the public USEBIO readers and writers take
//! (docs/usebio.md names them): which element may hold which, which must be there, which are
//! leaves holding numbers. An element's model may depend on its parent (`TEAM` is a team under
//! `PARTICIPANTS` and a team's number under `MATCH`).

use std::collections::BTreeMap;

use quick_xml::Reader;
use quick_xml::events::Event as Xml;

/// Element → (children it may hold, children it must hold). Leaves are not listed.
fn model() -> BTreeMap<&'static str, (&'static [&'static str], &'static [&'static str])> {
    BTreeMap::from([
        ("USEBIO", (&["CLUB", "EVENT"][..], &["EVENT"][..])),
        ("CLUB", (&["CLUB_NAME"][..], &["CLUB_NAME"][..])),
        (
            "EVENT",
            (
                &[
                    "EVENT_DESCRIPTION",
                    "PROGRAM_NAME",
                    "PROGRAM_VERSION",
                    "DATE",
                    "BOARD_SCORING_METHOD",
                    "SESSION_COUNT",
                    "SECTION_COUNT",
                    "WINNER_TYPE",
                    "PAIRS",
                    "BOARDS_PLAYED",
                    // One session of one section: the flat form Compscore writes.
                    "PARTICIPANTS",
                    "BOARD",
                    "MATCH",
                ][..],
                &[
                    "EVENT_DESCRIPTION",
                    "DATE",
                    "BOARD_SCORING_METHOD",
                    "PARTICIPANTS",
                ][..],
            ),
        ),
        ("PARTICIPANTS", (&["PAIR", "TEAM"][..], &[][..])),
        // A team: its number and name are attributes (TEAM_ID, TEAM_NAME).
        ("TEAM", (&["PLACE", "TOTAL_SCORE", "PAIR"][..], &[][..])),
        (
            "MATCH",
            (
                &[
                    "TEAM",
                    "OPPOSING_TEAM",
                    "TEAM_SCORE",
                    "OPPOSING_TEAM_SCORE",
                    "BOARD",
                ][..],
                &["TEAM", "OPPOSING_TEAM", "BOARD"][..],
            ),
        ),
        (
            "PAIR",
            (
                &[
                    "PAIR_NUMBER",
                    "DIRECTION",
                    "PLACE",
                    "TOTAL_SCORE",
                    "PERCENTAGE",
                    "BOARDS_PLAYED",
                    "PLAYER",
                ][..],
                // One field's pairs have no direction.
                &["PAIR_NUMBER"][..],
            ),
        ),
        (
            "PLAYER",
            (
                &["PLAYER_NAME", "NATIONAL_ID_NUMBER", "CLUB_ID_NUMBER"][..],
                &["PLAYER_NAME", "NATIONAL_ID_NUMBER", "CLUB_ID_NUMBER"][..],
            ),
        ),
        (
            "BOARD",
            (
                &["BOARD_NUMBER", "TRAVELLER_LINE"][..],
                &["BOARD_NUMBER", "TRAVELLER_LINE"][..],
            ),
        ),
        (
            "TRAVELLER_LINE",
            (
                &[
                    "DIRECTION",
                    "NS_PAIR_NUMBER",
                    "EW_PAIR_NUMBER",
                    "CONTRACT",
                    "PLAYED_BY",
                    "TRICKS",
                    "SCORE",
                    "NS_MATCH_POINTS",
                    "EW_MATCH_POINTS",
                    "NS_CROSS_IMP_POINTS",
                    "EW_CROSS_IMP_POINTS",
                    "NS_BUTLER_POINTS",
                    "EW_BUTLER_POINTS",
                ][..],
                &["NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "SCORE"][..],
            ),
        ),
    ])
}

/// Leaves that hold a whole number (signed for a score) or a two-decimal score.
const WHOLE: &[&str] = &[
    "SESSION_COUNT",
    "SECTION_COUNT",
    "WINNER_TYPE",
    "PAIRS",
    "BOARDS_PLAYED",
    "PLACE",
    "BOARD_NUMBER",
    "TRICKS",
    "OPPOSING_TEAM",
];

/// Leaves naming a pair: its number, with "NS" or "EW" in a compass movement.
const PAIR_NUMBERS: &[&str] = &["PAIR_NUMBER", "NS_PAIR_NUMBER", "EW_PAIR_NUMBER"];

/// Leaves that may be empty: a number not known.
const MAY_BE_EMPTY: &[&str] = &["NATIONAL_ID_NUMBER", "CLUB_ID_NUMBER"];

/// The event types written (on EVENT, PARTICIPANTS and BOARD).
const EVENT_TYPES: &[&str] = &[
    "MP_PAIRS",
    "CROSS_IMP",
    "BUTLER_PAIRS",
    "AGGREGATE",
    "TEAMS_OF_FOUR",
];

/// Leaves written to two decimals.
const HUNDREDTHS: &[&str] = &[
    "TOTAL_SCORE",
    "PERCENTAGE",
    "NS_MATCH_POINTS",
    "EW_MATCH_POINTS",
    "NS_CROSS_IMP_POINTS",
    "EW_CROSS_IMP_POINTS",
    "NS_BUTLER_POINTS",
    "EW_BUTLER_POINTS",
    "TEAM_SCORE",
    "OPPOSING_TEAM_SCORE",
];

/// An element read back: its name, attributes, text and children.
#[derive(Debug, Default)]
pub(super) struct Node {
    pub name: String,
    pub attributes: Vec<(String, String)>,
    pub text: String,
    pub children: Vec<Node>,
}

impl Node {
    pub fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

pub(super) fn parse(xml: &[u8]) -> (String, Node) {
    let mut reader = Reader::from_reader(xml);
    let mut stack: Vec<Node> = vec![Node::default()];
    let mut doctype = String::new();
    let mut buf = Vec::new();
    loop {
        match reader.read_event_into(&mut buf).expect("well-formed XML") {
            Xml::Start(e) => stack.push(Node {
                name: e.name().as_ref().to_owned(),
                attributes: e
                    .attributes()
                    .map(|a| {
                        let a = a.unwrap();
                        (
                            a.key.as_ref().to_owned(),
                            quick_xml::escape::unescape(&a.value).unwrap().into_owned(),
                        )
                    })
                    .collect(),
                ..Node::default()
            }),
            Xml::End(_) => {
                let node = stack.pop().unwrap();
                stack.last_mut().unwrap().children.push(node);
            }
            Xml::Text(t) => {
                let raw = t.into_inner();
                let text = quick_xml::escape::unescape(&raw).unwrap();
                stack.last_mut().unwrap().text.push_str(&text);
            }
            Xml::GeneralRef(r) => {
                let name = r.into_inner();
                let text = quick_xml::escape::unescape(&format!("&{name};"))
                    .unwrap()
                    .into_owned();
                stack.last_mut().unwrap().text.push_str(&text);
            }
            Xml::DocType(d) => doctype = d.into_inner().into_owned(),
            Xml::Empty(e) => panic!("empty element {:?}", e.name()),
            Xml::Eof => break,
            _ => {}
        }
        buf.clear();
    }
    assert_eq!(stack.len(), 1, "unclosed elements");
    let mut top = stack.pop().unwrap();
    assert_eq!(top.children.len(), 1, "one root element");
    (doctype, top.children.remove(0))
}

/// Checks a node and everything under it against the model.
pub(super) fn check(node: &Node, path: &str) {
    let model = model();
    let parent = path.rsplit('/').next().unwrap_or("");
    let path = format!("{path}/{}", node.name);
    // Under MATCH, TEAM is the first team's number: a leaf.
    let entry = if parent == "MATCH" && node.name == "TEAM" {
        None
    } else {
        model.get(node.name.as_str())
    };
    attributes(node, parent, &path);
    if node.name == "USEBIO" {
        pair_numbers_unique(node);
    }
    match entry {
        Some((may, must)) => {
            // Between elements only the writer's indentation.
            assert!(
                node.text.trim().is_empty(),
                "{path} holds text {:?}",
                node.text
            );
            for c in &node.children {
                assert!(
                    may.contains(&c.name.as_str()),
                    "{path} may not hold {}",
                    c.name
                );
                check(c, &path);
            }
            for m in *must {
                assert!(
                    node.children.iter().any(|c| c.name == *m),
                    "{path} lacks {m}"
                );
            }
        }
        None => {
            assert!(node.children.is_empty(), "{path} is a leaf");
            assert!(
                !node.text.is_empty() || MAY_BE_EMPTY.contains(&node.name.as_str()),
                "{path} is empty"
            );
            if PAIR_NUMBERS.contains(&node.name.as_str()) {
                let n = node
                    .text
                    .strip_suffix("NS")
                    .or_else(|| node.text.strip_suffix("EW"))
                    .unwrap_or(&node.text);
                assert!(n.parse::<u32>().is_ok(), "{path} = {:?}", node.text);
            }
            if WHOLE.contains(&node.name.as_str()) || node.name == "TEAM" {
                assert!(node.text.parse::<i64>().is_ok(), "{path} = {:?}", node.text);
            }
            // A score, or an assigned score: "A" and each side's percentage.
            if node.name == "SCORE" {
                let t = &node.text;
                let assigned = t.len() == 5
                    && t.starts_with('A')
                    && t[1..].bytes().all(|b| b.is_ascii_digit());
                assert!(t.parse::<i64>().is_ok() || assigned, "{path} = {t:?}");
            }
            if node.name == "DIRECTION" {
                assert!(["NS", "EW"].contains(&node.text.as_str()), "{path}");
            }
            if HUNDREDTHS.contains(&node.name.as_str()) {
                let (whole, cents) = node.text.split_once('.').expect("two decimals");
                assert!(whole.parse::<i64>().is_ok() && cents.len() == 2, "{path}");
            }
        }
    }
}

/// The attributes the readers take: the version, the event's type, a team's number and name.
fn attributes(node: &Node, parent: &str, path: &str) {
    match node.name.as_str() {
        "USEBIO" => assert_eq!(node.attribute("Version"), Some("1.2"), "{path}"),
        "EVENT" | "PARTICIPANTS" | "BOARD" => assert!(
            EVENT_TYPES.contains(&node.attribute("EVENT_TYPE").unwrap_or("")),
            "{path} EVENT_TYPE {:?}",
            node.attribute("EVENT_TYPE")
        ),
        "TEAM" if parent == "PARTICIPANTS" => {
            let id = node.attribute("TEAM_ID").unwrap_or("");
            assert!(id.parse::<u32>().is_ok(), "{path} TEAM_ID {id:?}");
            assert!(
                !node.attribute("TEAM_NAME").unwrap_or("").is_empty(),
                "{path} TEAM_NAME"
            );
        }
        _ => {}
    }
}

/// A pairs file's section names each pair once (N-S 1 and E-W 1 are two pairs), and every line
/// names pairs that are among the participants (or sat out: the phantom is not listed).
pub(super) fn pair_numbers_unique(root: &Node) {
    let listed: Vec<&str> = find(root, "PARTICIPANTS")
        .iter()
        .flat_map(|p| p.children.iter().filter(|c| c.name == "PAIR"))
        .flat_map(|p| find(p, "PAIR_NUMBER"))
        .map(|n| n.text.as_str())
        .collect();
    let distinct: std::collections::BTreeSet<&str> = listed.iter().copied().collect();
    assert_eq!(
        distinct.len(),
        listed.len(),
        "a pair number twice: {listed:?}"
    );
    for side in ["NS_PAIR_NUMBER", "EW_PAIR_NUMBER"] {
        for n in find(root, side) {
            if n.text.ends_with("NS") || n.text.ends_with("EW") {
                let own = if side == "NS_PAIR_NUMBER" { "NS" } else { "EW" };
                assert!(n.text.ends_with(own), "{side} {:?}", n.text);
            }
        }
    }
}

pub(super) fn find<'a>(node: &'a Node, name: &str) -> Vec<&'a Node> {
    let mut out = Vec::new();
    if node.name == name {
        out.push(node);
    }
    for c in &node.children {
        out.extend(find(c, name));
    }
    out
}
