fn main() -> std::process::ExitCode {
    hoyle::cli::main()
}
