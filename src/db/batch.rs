//! Group commit: one thread runs queued write actions in batches, a savepoint each and one
//! commit for the lot. A single-row commit costs SQLite more than the row; a room of phones
//! entering results at once shares that cost.

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc;

use parking_lot::FairMutex;
use rusqlite::{Connection, Transaction, TransactionBehavior};

use super::{DbError, DbResult};

/// The most actions sharing one commit, so a long queue still answers its first callers soon.
const MOST_PER_BATCH: usize = 128;

/// Where actions are sent to be run by the batching thread.
#[derive(Clone)]
pub(super) struct Queue(mpsc::Sender<Box<dyn Job>>);

/// An action waiting in the queue, erased so actions of every result type share it.
trait Job: Send {
    /// Runs the action in the batch's transaction; true when its changes are to be kept.
    fn run(&mut self, tx: &Transaction<'_>) -> bool;
    /// Answers the caller once the batch's fate is known: `failure` when it was not committed.
    fn answer(self: Box<Self>, failure: Option<&str>);
}

struct Action<F, T> {
    action: Option<F>,
    result: Option<DbResult<T>>,
    reply: tokio::sync::oneshot::Sender<DbResult<T>>,
}

impl<F, T> Job for Action<F, T>
where
    F: FnOnce(&Transaction<'_>) -> DbResult<T> + Send,
    T: Send,
{
    fn run(&mut self, tx: &Transaction<'_>) -> bool {
        let Some(action) = self.action.take() else {
            return false;
        };
        // A panicking action is rolled back like a failing one; the thread serves the rest.
        let result = std::panic::catch_unwind(AssertUnwindSafe(|| action(tx)))
            .unwrap_or_else(|_| Err(DbError::Batch("the action panicked".into())));
        let keep = result.is_ok();
        self.result = Some(result);
        keep
    }

    fn answer(self: Box<Self>, failure: Option<&str>) {
        let result = match (self.result, failure) {
            (Some(Err(e)), _) => Err(e),
            (Some(Ok(value)), None) => Ok(value),
            (_, Some(why)) => Err(DbError::Batch(why.to_owned())),
            (None, None) => Err(DbError::Batch("the action was not run".into())),
        };
        // The caller may have gone (its request was dropped); the change stands regardless.
        let _ = self.reply.send(result);
    }
}

impl Queue {
    pub(super) fn start(
        connection: Arc<FairMutex<Connection>>,
        generation: Arc<super::Counters>,
    ) -> DbResult<Queue> {
        let (sender, receiver) = mpsc::channel::<Box<dyn Job>>();
        std::thread::Builder::new()
            .name("hoyle-writer".into())
            .spawn(move || {
                // Ends when every Pool (and so every sender) is dropped.
                while let Ok(first) = receiver.recv() {
                    let mut batch = vec![first];
                    batch.extend(receiver.try_iter().take(MOST_PER_BATCH - 1));
                    let mut conn = connection.lock();
                    let failure = run(&mut conn, &mut batch);
                    drop(conn);
                    if failure.is_none() {
                        generation.every.fetch_add(1, Ordering::AcqRel);
                    }
                    for job in batch {
                        job.answer(failure.as_deref());
                    }
                }
            })
            .map_err(|e| DbError::Batch(format!("cannot start the writer: {e}")))?;
        Ok(Queue(sender))
    }

    pub(super) async fn submit<T: Send + 'static>(
        &self,
        action: impl FnOnce(&Transaction<'_>) -> DbResult<T> + Send + 'static,
    ) -> DbResult<T> {
        let (reply, answer) = tokio::sync::oneshot::channel();
        let job = Box::new(Action {
            action: Some(action),
            result: None,
            reply,
        });
        self.0
            .send(job)
            .map_err(|_| DbError::Batch("the writer has stopped".into()))?;
        answer
            .await
            .map_err(|_| DbError::Batch("the writer has stopped".into()))?
    }
}

/// Runs a batch in one transaction; `Some(reason)` when nothing of it was committed.
fn run(conn: &mut Connection, batch: &mut [Box<dyn Job>]) -> Option<String> {
    let outcome = (|| -> rusqlite::Result<()> {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        for job in batch.iter_mut() {
            tx.prepare_cached("SAVEPOINT action")?.execute([])?;
            if !job.run(&tx) {
                tx.prepare_cached("ROLLBACK TO action")?.execute([])?;
            }
            tx.prepare_cached("RELEASE action")?.execute([])?;
        }
        tx.commit()
    })();
    outcome.err().map(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::super::{open, read, write_batched};
    use super::*;

    fn count(pool: &super::super::Pool) -> i64 {
        read(pool, |c| {
            Ok(c.query_row("SELECT count(*) FROM settings", [], |r| r.get(0))?)
        })
        .unwrap()
    }

    /// Many actions at once: the failing ones leave nothing, the rest are all committed, and
    /// a panic neither loses the others nor stops the writer.
    #[test]
    fn each_action_stands_or_falls_alone() {
        let dir = tempfile::tempdir().unwrap();
        let pool = open(&dir.path().join("t.db")).unwrap();
        let before = count(&pool);
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        let outcomes = runtime.block_on(async {
            let mut waiting = Vec::new();
            for i in 0..50 {
                let pool = pool.clone();
                // Spawned, so that all are queued before the first is answered.
                waiting.push(tokio::spawn(async move {
                    write_batched(&pool, move |tx| {
                        tx.execute(
                            "INSERT INTO settings (key, value) VALUES (?1, 'x')",
                            [format!("k{i}")],
                        )?;
                        match i % 10 {
                            3 => Err(DbError::invalid("k", "refused")),
                            7 => panic!("a bug in one action"),
                            _ => Ok(i),
                        }
                    })
                    .await
                }));
            }
            let mut outcomes = Vec::new();
            for w in waiting {
                outcomes.push(w.await.unwrap());
            }
            outcomes
        });
        let kept = outcomes.iter().filter(|o| o.is_ok()).count();
        assert_eq!(kept, 40);
        assert_eq!(count(&pool), before + 40);
        assert!(matches!(outcomes[3], Err(DbError::Invalid { .. })));
        assert!(matches!(outcomes[7], Err(DbError::Batch(_))));
    }
}
