//! `hoyle score` fuzzed over every law (issue 13): arbitrary JSON, and each law's documented
//! examples with one node replaced by arbitrary JSON, go in; only a score or a refusal may come
//! out (the CLI's exit 0 or 2), never a panic.

use proptest::prelude::*;
use serde_json::Value;

use super::{all, score};

/// Every law's documented example inputs, by law id.
fn examples() -> Vec<(&'static str, Value)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/laws/examples");
    let mut found = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    for file in files {
        let Some(example) = std::fs::read_to_string(&file)
            .ok()
            .and_then(|s| serde_json::from_str::<Value>(&s).ok())
        else {
            continue;
        };
        let law = example["law"]
            .as_str()
            .and_then(|id| all().find(|l| l.id == id));
        if let Some(law) = law {
            found.push((law.id, example["input"].clone()));
        }
    }
    found
}

fn arbitrary_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        (-20i64..200).prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        "[a-zA-Z0-9_ ♠♥-]{0,12}".prop_map(Value::from),
        prop::sample::select(vec![
            "NS",
            "EW",
            "N",
            "S",
            "E",
            "W",
            "spades",
            "no_trumps",
            "hearts",
            "1909",
            "1927",
            "A",
            "K",
            "10",
            "5H",
            "JS",
            "auction",
            "whist",
        ])
        .prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map("[a-z_]{1,10}", inner, 0..5)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Every node of `v`, as a JSON pointer.
fn pointers(v: &Value, at: String, out: &mut Vec<String>) {
    out.push(at.clone());
    match v {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                pointers(item, format!("{at}/{i}"), out);
            }
        }
        Value::Object(fields) => {
            for (k, item) in fields {
                pointers(
                    item,
                    format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")),
                    out,
                );
            }
        }
        _ => {}
    }
}

fn no_panic(law: &str, input: &str) -> Result<(), TestCaseError> {
    let outcome = std::panic::catch_unwind(|| score(law, input).map(|_| ()));
    prop_assert!(outcome.is_ok(), "{law} panicked on {input}");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    /// An example with one node replaced: deep inside every law's reading of its input.
    #[test]
    fn a_changed_example_is_scored_or_refused(
        pick in any::<prop::sample::Index>(),
        node in any::<prop::sample::Index>(),
        with in arbitrary_json(),
    ) {
        let examples = examples();
        prop_assume!(!examples.is_empty());
        let (law, input) = &examples[pick.index(examples.len())];
        let mut input = input.clone();
        let mut all = Vec::new();
        pointers(&input, String::new(), &mut all);
        let at = &all[node.index(all.len())];
        if let Some(slot) = input.pointer_mut(at) {
            *slot = with;
        }
        no_panic(law, &input.to_string())?;
    }

    /// Arbitrary JSON, and text that is not JSON, for every law.
    #[test]
    fn arbitrary_input_is_scored_or_refused(
        pick in any::<prop::sample::Index>(),
        input in arbitrary_json(),
        text in ".{0,40}",
    ) {
        let laws: Vec<_> = all().collect();
        let law = laws[pick.index(laws.len())].id;
        no_panic(law, &input.to_string())?;
        no_panic(law, &text)?;
    }
}
