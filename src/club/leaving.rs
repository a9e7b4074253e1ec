//! Leaving, filling and breaking up club tables at a night (Auction Laws 141–144). Pure: who
//! has preference over whom when a table is entered or made up, who may come back to his own
//! table, who cuts out last, and when a new formation cuts afresh.
//!
//! Sources: Rules of Card Games, c. 1927 (seed 001) Auction Laws 141–144, L2424–2443
//! (rules-1927-a §3.1). The whist and bridge books have laws of their own and only these: Dick's
//! Hand-book of Whist (seed 002) Laws 24–25, L335–343, and Hoyle's Games Modernized, 1909 (seed
//! 000) Whist Laws 15–16, L5373–5381: "A player cutting into one table, whilst belonging to
//! another, loses his prior right of re-entry into that latter", and "If any one break up a
//! table, the remaining players have the prior right to him of entry into any other". So under
//! the whist code a player who leaves has a rival's preference against him only when he broke
//! the table up, one who goes to make up another table has no right to return, and neither Law
//! 143 (last to cut out) nor Law 144 (all six cut) applies.

use super::substitute::Refusal;
use super::{Code, Cut, Formation, PLAYING, TABLE_MAX, form_ordered, order};

fn refuse(field: &'static str, message: impl Into<String>) -> Refusal {
    Refusal {
        field,
        message: message.into(),
    }
}

/// A player left a club table and did not come back (Law 141).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Left<P> {
    pub player: P,
    /// Those who were at the table when he went.
    pub remained: Vec<P>,
    /// Too few remained to play: his leaving broke the table up.
    pub broke_up: bool,
}

/// Whether a player leaving a table of `before` members breaks it up: those who remain are
/// fewer than its game needs (four, or both at a table of two).
pub fn breaks_up(before: usize) -> bool {
    before.saturating_sub(1) < before.min(PLAYING)
}

/// Whether a leaving gives those who remained preference over the player who left.
///
/// Auction Law 141 (seed 001 L2424–2428): "Should a player who leaves a table fail to return, or
/// if he leaves at the end of a Rubber and it breaks up that table, the three who remain at that
/// table shall have preference over him for entering or making up any other table": always.
/// Whist Law 16 (seed 000 L5378–5381; seed 002 Law 25, L340–343): "If any one break up a
/// table, the remaining players have the prior right to him": only when he broke it up.
pub fn gives_preference(code: Code, broke_up: bool) -> bool {
    match code {
        Code::Auction1927 => true,
        Code::Whist1909 => broke_up,
    }
}

/// Candidates for the same table, `ordered` by their cuts (indices into `candidates`), with
/// every player who left a table put behind the last of those he left who is also a candidate
/// (Law 141; Whist Law 16). Leavings are taken in the order they happened, so when two
/// contradict (each once left the other) the later one decides.
pub fn rank<P: PartialEq>(
    code: Code,
    candidates: &[P],
    ordered: &[usize],
    lefts: &[Left<P>],
) -> Vec<usize> {
    let mut o = ordered.to_vec();
    for l in lefts.iter().filter(|l| gives_preference(code, l.broke_up)) {
        let Some(x) = o.iter().position(|&i| candidates.get(i) == Some(&l.player)) else {
            continue;
        };
        let behind = o
            .iter()
            .rposition(|&i| candidates.get(i).is_some_and(|c| l.remained.contains(c)));
        if let Some(y) = behind.filter(|&y| y > x) {
            // Removing him first shifts the last of the three to y - 1: inserting at y puts him
            // just behind it.
            let v = o.remove(x);
            o.insert(y, v);
        }
    }
    o
}

/// Forms tables from candidates with their cuts, as [`super::form_tables`], those who left a
/// table behind the players they left (Law 141: "preference over him for entering or making up
/// any other table").
pub fn form_tables<P: PartialEq>(
    code: Code,
    candidates: &[P],
    cuts: &[Cut],
    lefts: &[Left<P>],
    seats: usize,
) -> Formation {
    form_ordered(&rank(code, candidates, &order(code, cuts), lefts), seats)
}

/// A member of one table went to make up another (Laws 142–143).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Filling<P> {
    pub player: P,
    /// He announced before leaving that he will return (Law 142); else he stays (Law 143).
    pub will_return: bool,
    /// The members of his first table when he went.
    pub members_then: Vec<P>,
    /// The rubbers the table he made up had played when he came.
    pub at_rubber: usize,
}

/// A table "needs a fourth" (Laws 142–143) when three belong to it.
pub fn needs_fourth(members: usize) -> bool {
    members + 1 == PLAYING
}

/// Whether the code keeps a member's rights at his first table while he makes up another.
///
/// Auction Law 142 (seed 001 L2429–2434): "Should a member of an existing table assist in making
/// up another table, and before leaving, announce his intention to return, he retains his rights
/// at his original table provided he returns at first opportunity". The whist code has no such
/// right: "A player cutting into one table, whilst belonging to another, loses his prior right of
/// re-entry into that latter" (seed 000 Whist Law 15, L5373–5376; seed 002 Law 24, L335–339).
pub fn may_return(code: Code) -> bool {
    code == Code::Auction1927
}

/// Those of his first table who joined it while he was away: whom he may replace on his return
/// ("he may then replace any member who has joined during his absence", Law 142).
pub fn joined_in_absence<P: PartialEq + Clone>(members_now: &[P], members_then: &[P]) -> Vec<P> {
    members_now
        .iter()
        .filter(|p| !members_then.contains(p))
        .cloned()
        .collect()
}

/// Checks a return to the first table (Law 142): the code gives the right; a player he replaces
/// joined in his absence; a table already of six takes him back only in someone's place.
pub fn check_return<P: PartialEq>(
    code: Code,
    members_now: &[P],
    joined: &[P],
    replacing: Option<&P>,
) -> Result<(), Refusal> {
    if !may_return(code) {
        return Err(refuse(
            "player",
            "under the whist and bridge laws a player who cuts into another table loses the right to return to the first table (Whist Law 15): the player enters as a fresh candidate",
        ));
    }
    match replacing {
        Some(r) if !joined.contains(r) => Err(refuse(
            "replacing",
            "a returning player may replace only a member who joined the table while the player was away",
        )),
        None if members_now.len() >= TABLE_MAX => Err(refuse(
            "replacing",
            "the table has six: choose whom the returning player replaces among those who joined while the player was away",
        )),
        _ => Ok(()),
    }
}

/// The players of a table who cut out of it last (Law 143, seed 001 L2435–2438: "Should a
/// player leave one table to make up another table that needs a fourth, he shall be the last to
/// cut out of that table if he decides to remain with it"): each filler who stays, belongs to
/// the table, and has played every rubber there since he came. Once he has cut out, the order
/// of going out stands (Law 139) and he has no more privilege. None under the whist code.
pub fn last_out<P: PartialEq + Clone>(
    code: Code,
    members: &[P],
    stays: &[Filling<P>],
    rubbers: &[Vec<P>],
) -> Vec<P> {
    if code != Code::Auction1927 {
        return Vec::new();
    }
    stays
        .iter()
        .filter(|f| !f.will_return && members.contains(&f.player))
        .filter(|f| {
            rubbers
                .iter()
                .skip(f.at_rubber)
                .all(|r| r.contains(&f.player))
        })
        .map(|f| f.player.clone())
        .collect()
}

/// The places left at a table of `members`: six make it complete (Law 134).
pub fn vacancies(members: usize) -> usize {
    TABLE_MAX.saturating_sub(members)
}

/// The players of a broken-up table who cut into another with `vacancies` places: the best
/// cuts take them, any who broke a table up behind those he left (Law 141; Whist Law 16: "should
/// there not be sufficient vacancies … they settle their precedence by cutting"). Returns
/// (those who join, those who wait), as indices into `candidates`.
pub fn cut_into<P: PartialEq>(
    code: Code,
    candidates: &[P],
    cuts: &[Cut],
    lefts: &[Left<P>],
    vacancies: usize,
) -> (Vec<usize>, Vec<usize>) {
    let mut ranked = rank(code, candidates, &order(code, cuts), lefts);
    let wait = ranked.split_off(vacancies.min(ranked.len()));
    (ranked, wait)
}

/// Whether all of the new formation cut for the next rubber: Auction Law 144 (seed 001
/// L2439–2443), "If one table is broken up and one or two of its players cut into another table
/// which has only four or five members, all six of the new formation shall cut for the right to
/// play the next Rubber". One joining a table of four makes five, and the five cut (the law's
/// condition holds; "all six" is its usual case). The whist code has no such law: those who
/// join wait to enter by the ordinary cutting out.
pub fn all_cut(code: Code, joining: usize, members_before: usize) -> bool {
    code == Code::Auction1927 && (1..=2).contains(&joining) && (4..=5).contains(&members_before)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club::rotate_with;
    use proptest::prelude::*;

    fn left(p: &'static str, remained: &[&'static str], broke_up: bool) -> Left<&'static str> {
        Left {
            player: p,
            remained: remained.to_vec(),
            broke_up,
        }
    }

    /// Law 141 (seed 001 L2424–2428): X leaves a table of four at a rubber's end and breaks it
    /// up; A, B and C cut lower than X at the next forming, yet all three come before him.
    #[test]
    fn the_three_who_remain_come_before_the_one_who_broke_up_the_table() {
        assert!(breaks_up(4));
        assert!(!breaks_up(5));
        assert!(breaks_up(2));
        let who = ["X", "A", "B", "C", "D"];
        // Auction: the highest first. X cut a king.
        let cuts = vec![vec![13], vec![2], vec![5], vec![7], vec![9]];
        let lefts = [left("X", &["A", "B", "C"], true)];
        let o = rank(
            Code::Auction1927,
            &who,
            &order(Code::Auction1927, &cuts),
            &lefts,
        );
        let names: Vec<&str> = o.iter().map(|&i| who[i]).collect();
        assert_eq!(names, vec!["D", "C", "B", "A", "X"]);
        // Only those of the three who are candidates count: with A gone elsewhere, X follows B.
        let o = rank(
            Code::Auction1927,
            &who[..3],
            &order(Code::Auction1927, &cuts[..3]),
            &lefts,
        );
        assert_eq!(o, vec![2, 1, 0]);
        // Whist Law 16 (seed 000 L5378–5381): the same when he broke the table up…
        let wcuts = vec![vec![1], vec![9], vec![10], vec![11], vec![12]];
        let o = rank(
            Code::Whist1909,
            &who,
            &order(Code::Whist1909, &wcuts),
            &lefts,
        );
        assert_eq!(o, vec![1, 2, 3, 0, 4]);
        // …but a player who leaves a table that plays on loses no preference there.
        let o = rank(
            Code::Whist1909,
            &who,
            &order(Code::Whist1909, &wcuts),
            &[left("X", &["A", "B", "C", "D"], false)],
        );
        assert_eq!(o, vec![0, 1, 2, 3, 4]);
        // Auction Law 141: failing to return is enough.
        let o = rank(
            Code::Auction1927,
            &who,
            &order(Code::Auction1927, &cuts),
            &[left("X", &["A", "B", "C", "D"], false)],
        );
        assert_eq!(*o.last().unwrap(), 0);
    }

    /// Forming tables of six, the leaver goes behind the three even when that costs him his
    /// place at the table.
    #[test]
    fn forming_tables_puts_him_behind_them() {
        let who = ["X", "A", "B", "C", "D", "E", "F"];
        let cuts: Vec<Cut> = [13, 2, 3, 4, 9, 10, 11].iter().map(|&r| vec![r]).collect();
        let f = form_tables(
            Code::Auction1927,
            &who,
            &cuts,
            &[left("X", &["A", "B", "C"], true)],
            4,
        );
        assert_eq!(f.tables, vec![vec![6, 5, 4, 3, 2, 1]]);
        assert_eq!(f.waiting, vec![0]);
    }

    /// Law 142 (seed 001 L2429–2434): he may come back and replace one who joined in his absence;
    /// Whist Law 15 (seed 000 L5373–5376) gives no such right.
    #[test]
    fn a_filler_who_announced_his_return_may_replace_a_newcomer() {
        let then = ["A", "B", "C", "D"];
        let now = ["A", "B", "C", "D", "E", "F"];
        let joined = joined_in_absence(&now, &then);
        assert_eq!(joined, vec!["E", "F"]);
        assert_eq!(
            check_return(Code::Auction1927, &now, &joined, Some(&"F")),
            Ok(())
        );
        let field = |r: Result<(), Refusal>| r.unwrap_err().field;
        assert_eq!(
            field(check_return(Code::Auction1927, &now, &joined, None)),
            "replacing"
        );
        assert_eq!(
            field(check_return(Code::Auction1927, &now, &joined, Some(&"A"))),
            "replacing"
        );
        // A table of five takes him back without replacing anyone.
        assert_eq!(
            check_return(Code::Auction1927, &now[..5], &joined, None),
            Ok(())
        );
        assert_eq!(
            field(check_return(Code::Whist1909, &now[..5], &joined, None)),
            "player"
        );
        assert!(needs_fourth(3));
        assert!(!needs_fourth(4));
    }

    /// Law 143 (seed 001 L2435–2438): X came to make up the table and stays. After the second
    /// rubber, with two waiting, X has played most rubbers but the last to cut out; once he has
    /// cut out the privilege is spent. None at whist.
    #[test]
    fn the_filler_who_stays_is_the_last_to_cut_out() {
        let members = ["X", "A", "B", "C", "E", "F"];
        let rubbers = vec![vec!["X", "A", "B", "C"], vec!["X", "A", "B", "E"]];
        let stays = [Filling {
            player: "X",
            will_return: false,
            members_then: vec!["P", "Q", "R", "X"],
            at_rubber: 0,
        }];
        let last = last_out(Code::Auction1927, &members, &stays, &rubbers);
        assert_eq!(last, vec!["X"]);
        let cuts: Vec<Cut> = vec![vec![1], vec![5], vec![6], vec![7]];
        let r = rotate_with(Code::Auction1927, &members, &rubbers, &cuts, 4, &last);
        assert!(!r.out.contains(&"X"), "{r:?}");
        assert_eq!(r.out.len(), 2);
        // Without the law X, having played two, goes out.
        let plain = rotate_with(Code::Auction1927, &members, &rubbers, &cuts, 4, &[]);
        assert!(plain.out.contains(&"X"));
        assert!(last_out(Code::Whist1909, &members, &stays, &rubbers).is_empty());
        // Having sat out a rubber, he is like the others.
        let later = vec![
            vec!["X", "A", "B", "C"],
            vec!["A", "C", "E", "F"],
            vec!["X", "A", "E", "F"],
        ];
        assert!(last_out(Code::Auction1927, &members, &stays, &later).is_empty());
        // One who will return has no privilege at the table he fills.
        let back = [Filling {
            will_return: true,
            ..stays[0].clone()
        }];
        assert!(last_out(Code::Auction1927, &members, &back, &rubbers).is_empty());
    }

    /// Law 144 (seed 001 L2439–2443): one or two cut into a table of four or five, all cut.
    #[test]
    fn a_broken_table_cutting_into_one_of_four_or_five_makes_all_cut() {
        assert!(all_cut(Code::Auction1927, 2, 4));
        assert!(all_cut(Code::Auction1927, 1, 5));
        assert!(all_cut(Code::Auction1927, 1, 4));
        assert!(!all_cut(Code::Auction1927, 3, 3));
        assert!(!all_cut(Code::Auction1927, 2, 6));
        assert!(!all_cut(Code::Whist1909, 2, 4));
        assert_eq!(vacancies(4), 2);
        assert_eq!(vacancies(6), 0);
        // Three from a broken table, two places: the best two cuts join, the leaver never
        // ahead of those he left.
        let who = ["A", "B", "C"];
        let cuts: Vec<Cut> = vec![vec![4], vec![12], vec![8]];
        let (join, wait) = cut_into(Code::Auction1927, &who, &cuts, &[], 2);
        assert_eq!((join, wait), (vec![1, 2], vec![0]));
        let (join, _) = cut_into(
            Code::Auction1927,
            &who,
            &cuts,
            &[left("B", &["A"], true)],
            2,
        );
        assert_eq!(join, vec![2, 0]);
    }

    proptest! {
        /// The preferences never put a player who broke up a table ahead of any of the players he
        /// left, whatever the cuts, under either code, and lose or duplicate nobody.
        #[test]
        fn a_leaver_is_never_ahead_of_those_he_left(
            ranks in proptest::collection::vec(1u8..=13, 2..12),
            leaver in 0usize..12,
            remained in proptest::collection::vec(0usize..12, 1..4),
            auction in any::<bool>(),
        ) {
            let n = ranks.len();
            let leaver = leaver % n;
            let who: Vec<usize> = (0..n).collect();
            let remained: Vec<usize> =
                remained.into_iter().map(|r| r % n).filter(|&r| r != leaver).collect();
            let cuts: Vec<Cut> = ranks.iter().map(|&r| vec![r]).collect();
            let code = if auction { Code::Auction1927 } else { Code::Whist1909 };
            let lefts = [Left { player: leaver, remained: remained.clone(), broke_up: true }];
            let o = rank(code, &who, &order(code, &cuts), &lefts);
            let mut sorted = o.clone();
            sorted.sort_unstable();
            prop_assert_eq!(sorted, who.clone());
            let at = |p: usize| o.iter().position(|&i| i == p).unwrap();
            for &r in &remained {
                prop_assert!(at(r) < at(leaver));
            }
            let (join, wait) = cut_into(code, &who, &cuts, &lefts, 6usize.saturating_sub(n % 7));
            for &r in &remained {
                prop_assert!(!(wait.contains(&r) && join.contains(&leaver)));
            }
        }
    }
}
