//! Competition ranks (1, 2, 2, 4): by percent when the method has one, else by total; ties
//! share a rank and are listed by key, so the order never depends on the input's order.

use super::PairLine;
use crate::exact::Q;

fn measure<K, G>(p: &PairLine<K, G>) -> Q {
    p.percent.unwrap_or(p.total)
}

/// Competition ranks of lines already sorted best first, and whether each shares its rank.
fn ranks<K, G>(lines: &[PairLine<K, G>]) -> Vec<(u32, bool)> {
    let mut out: Vec<(u32, bool)> = Vec::with_capacity(lines.len());
    for (i, p) in lines.iter().enumerate() {
        let same = i > 0 && measure(&lines[i - 1]) == measure(p);
        let rank = if same { out[i - 1].0 } else { i as u32 + 1 };
        if same {
            out[i - 1].1 = true;
        }
        out.push((rank, same));
    }
    out
}

pub(super) fn rank<K: Ord + Copy, G: Ord + Copy>(lines: &mut [PairLine<K, G>]) {
    // Best first, then by key: the overall order, and (stably) each group's.
    lines.sort_by(|a, b| measure(b).cmp(&measure(a)).then(a.key.cmp(&b.key)));
    let overall = ranks(lines);
    for (p, (rank, _)) in lines.iter_mut().zip(overall) {
        p.rank_overall = rank;
    }
    lines.sort_by(|a, b| {
        a.group
            .cmp(&b.group)
            .then(a.rank_overall.cmp(&b.rank_overall))
            .then(a.key.cmp(&b.key))
    });
    for group in lines.chunk_by_mut(|a, b| a.group == b.group) {
        let inside = ranks(group);
        for (p, (rank, tied)) in group.iter_mut().zip(inside) {
            p.rank = rank;
            p.tied = tied;
        }
    }
}
