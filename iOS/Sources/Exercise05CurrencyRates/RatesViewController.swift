// Made by `make ios` from Exercises/05-currency-rates/Solution/RatesViewController.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import Observing
import UIKit

/// The rates screen. It owns the table's data source and hands it to the
/// view model; it binds the data source's rows to the table and the view
/// model's error to a label. This file is finished: the work is in the
/// data source and the view model.
@MainActor
final class RatesViewController: UIViewController {
  private let dataSource = RatesDataSource()
  let viewModel: any RatesViewModelType
  private let tableView = UITableView()
  private let errorLabel = UILabel()
  private let bag = CancellationBag()

  /// Creates the screen; its rates come from `service`.
  init(service: any RatesService) {
    viewModel = RatesViewModel(service: service, dataSource: dataSource)
    super.init(nibName: nil, bundle: nil)
    title = "Rates for 1 USD"
    // ≠ key-commands
    addKeyCommand(UIKeyCommand(title: "refresh", action: #selector(RatesViewController.refresh), input: "r"))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    errorLabel.textColor = .systemRed
    view = RatesView(tableView: tableView, errorLabel: errorLabel)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(RateCell.self, forCellReuseIdentifier: RatesDataSource.cellIdentifier)
    tableView.dataSource = dataSource
    bindViewModel()
    viewModel.inputs.viewDidLoad()
  }

  /// The rows come from the data source, the error from the view model; every token goes in
  /// the bag, so each binding ends with the controller.
  private func bindViewModel() {
    dataSource.rows.observe { [weak self] _ in
      self?.tableView.reloadData()
    }.store(in: bag)
    viewModel.outputs.errorMessage.bind { [weak self] message in
      self?.errorLabel.text = message ?? ""
    }.store(in: bag)
  }

  /// The r key.
  // ≠ key-commands
  @objc private func refresh() {
    viewModel.inputs.refresh()
  }
}

/// An error line at the top, the table below it.
@MainActor
private final class RatesView: UIView {
  private let tableView: UITableView
  private let errorLabel: UILabel

  init(tableView: UITableView, errorLabel: UILabel) {
    self.tableView = tableView
    self.errorLabel = errorLabel
    super.init(frame: .zero)
    addSubview(errorLabel)
    addSubview(tableView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The error on the first row, the rates under it.
  override func layoutSubviews() {
    super.layoutSubviews()
    errorLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
    tableView.frame = CGRect(x: 0, y: 1, width: bounds.width, height: max(bounds.height - 1, 0))
  }
}
