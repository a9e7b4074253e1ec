//! Five hundred's tables of five and six.
