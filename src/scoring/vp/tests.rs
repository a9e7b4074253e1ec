//! The scale's tables made and checked from the published formula. Floats appear only here, to
//! evaluate τ^(3I/X): every entry is checked to lie farther than 10⁻⁹ hundredths from a rounding
//! point, far beyond a double's error, so the rounded table is the formula's exactly.

use super::{MAX_BOARDS, blitz, tables::WBF_2013, victory_points};

/// The distance from a rounding point that proves a rounding made in doubles.
const MARGIN: f64 = 1e-9;

/// The report's formula in hundredths, unrounded, for `imps` below the blitz of `boards`.
fn formula(boards: u32, imps: u32) -> f64 {
    let tau = (5f64.sqrt() - 1.0) / 2.0;
    let x = 15.0 * f64::from(boards).sqrt();
    let v = 10.0 + 10.0 * (1.0 - tau.powf(3.0 * f64::from(imps) / x)) / (1.0 - tau.powi(3));
    v * 100.0
}

/// One board count's table: the formula to hundredths (half up), then each IMP made worth no
/// more than the one before it by raising the lower value a hundredth.
fn made(boards: u32) -> Vec<u16> {
    let x = 15.0 * f64::from(boards).sqrt();
    let mut t: Vec<i64> = (0..)
        .take_while(|&i| f64::from(i) < x)
        .map(|i| {
            let v = formula(boards, i);
            let below = v.floor();
            assert!(
                ((v - below) - 0.5).abs() > MARGIN,
                "{boards} boards, {i} IMPs: {v} too near a rounding point to decide"
            );
            (below as i64) + i64::from(v - below > 0.5)
        })
        .collect();
    // The blitz itself, for the last difference.
    t.push(2000);
    loop {
        let mut changed = false;
        for i in 1..t.len() - 1 {
            if t[i + 1] - t[i] > t[i] - t[i - 1] {
                t[i] += 1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    t.pop();
    t.into_iter().map(|v| v as u16).collect()
}

#[test]
fn the_kept_tables_are_the_formulas() {
    for boards in 1..=MAX_BOARDS {
        assert_eq!(
            WBF_2013[boards as usize - 1],
            made(boards).as_slice(),
            "{boards} boards"
        );
    }
}

/// Writes `vp/tables.rs` again: `cargo test --lib scoring::vp::tests::write_tables -- --ignored`.
#[test]
#[ignore]
fn write_tables() {
    let mut out = String::from(
        "//! Written by `scoring::vp::tests::write_tables` from the WBF 2013 formula (see `vp.rs`):\n\
         //! for each number of boards from 1, the winner's victory points in hundredths for each\n\
         //! IMP margin from 0 up to the last below the blitz. Do not edit by hand.\n\n\
         #[rustfmt::skip]\n\
         pub(super) const WBF_2013: [&[u16]; super::MAX_BOARDS as usize] = [\n",
    );
    for boards in 1..=MAX_BOARDS {
        let rows: Vec<String> = made(boards)
            .chunks(24)
            .map(|row| {
                let row: Vec<String> = row.iter().map(u16::to_string).collect();
                row.join(", ")
            })
            .collect();
        out.push_str(&format!(
            "    /* {boards:>3} */ &[{}],\n",
            rows.join(",\n              ")
        ));
    }
    out.push_str("];\n");
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/scoring/vp/tables.rs");
    std::fs::write(path, out).unwrap();
}

/// Every scale: a draw is 10.00–10.00, the blitz margin 20.00–0.00, and every IMP up to it worth
/// no more than the one before (and at least nothing).
#[test]
fn boundaries_for_the_usual_match_lengths() {
    // The blitz 15·√N rounded up: 8 boards 42.43, 10 47.43, 12 51.96, 16 60, 20 67.08,
    // 24 73.48, 32 84.85.
    for (boards, blitz_at) in [
        (8, 43),
        (10, 48),
        (12, 52),
        (16, 60),
        (20, 68),
        (24, 74),
        (32, 85),
    ] {
        assert_eq!(blitz(boards).unwrap(), blitz_at, "{boards} boards");
        assert_eq!(victory_points(boards, 0).unwrap(), (1000, 1000));
        assert_eq!(victory_points(boards, blitz_at).unwrap(), (2000, 0));
        assert_eq!(victory_points(boards, -blitz_at).unwrap(), (0, 2000));
        assert_eq!(victory_points(boards, blitz_at + 50).unwrap(), (2000, 0));
        let below = victory_points(boards, blitz_at - 1).unwrap();
        assert!(
            below.0 < 2000 && below.0 + below.1 == 2000,
            "{boards}: {below:?}"
        );
    }
}

/// Values of the published scale that the formula gives with no correction for rounding.
#[test]
fn mid_values_of_the_scale() {
    for (boards, imps, winner) in [
        (8, 1, 1044),
        (8, 5, 1205),
        (10, 3, 1114),
        (12, 1, 1036),
        (12, 5, 1170),
        (16, 1, 1031),
        (16, 2, 1061),
        (16, 3, 1091),
        (16, 4, 1120),
        (16, 5, 1148),
        (20, 1, 1028),
        (24, 3, 1075),
        (32, 5, 1107),
    ] {
        assert_eq!(
            victory_points(boards, imps).unwrap(),
            (winner, 2000 - winner),
            "{boards} boards, {imps} IMPs"
        );
        assert_eq!(
            victory_points(boards, -imps).unwrap(),
            (2000 - winner, winner)
        );
    }
}

#[test]
fn every_imp_is_worth_no_more_than_the_one_before() {
    for boards in 1..=MAX_BOARDS {
        let b = blitz(boards).unwrap();
        let v: Vec<i64> = (0..=b)
            .map(|i| i64::from(victory_points(boards, i).unwrap().0))
            .collect();
        for w in v.windows(3) {
            assert!(w[2] - w[1] <= w[1] - w[0], "{boards} boards: {w:?}");
            assert!(w[1] >= w[0]);
        }
    }
}

#[test]
fn a_board_count_without_a_scale_is_refused_by_name() {
    assert_eq!(victory_points(0, 3).unwrap_err().field, "boards");
    assert_eq!(
        victory_points(MAX_BOARDS + 1, 3).unwrap_err().field,
        "boards"
    );
}
