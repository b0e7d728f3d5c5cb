/// Where an owner keeps its view model, and the dispose bag of that view model's bindings: the
/// one stored property the owner protocols require (`let viewModelSlot = ViewModelSlot<…>()`).
///
/// The original MVVM+ owners store both through Objective-C associated objects, so a class
/// conforms without declaring anything. Swift on Linux has no Objective-C runtime, so here the
/// conforming class declares this one property. That costs a line per owner; it gains storage
/// the compiler can see: no casts, no keys, no runtime lookups, and a view model that lives and
/// dies with its owner like any other stored property.
@MainActor
public final class ViewModelSlot<ViewModel> {
  fileprivate var viewModel: ViewModel?
  fileprivate var bag: CancellationBag?

  /// An empty slot.
  public init() {}
}

/// Ways to use a view-model owner wrongly: programmer errors, not bad input.
public enum ViewModelOwnerError: Error, Equatable, CustomStringConvertible {
  /// The view model was read before it was set.
  case readBeforeSet(owner: String)
  /// A second view model was set on an owner that takes one for its whole life.
  case setTwice(owner: String)

  public var description: String {
    switch self {
    case .readBeforeSet(let owner):
      "\(owner)'s view model was read before it was set: set it before the view needs it"
    case .setTwice(let owner):
      "\(owner) takes one view model for its whole life, and one was set again: "
        + "make it a ReusableViewModelOwner if its view model really changes"
    }
  }
}

/// A view that takes one view model for its whole life — a screen, whose view model does not
/// change once it is shown — and binds it once, in `didSetViewModel(_:bag:)`.
///
/// The view model is never optional to read, so a screen need not deal with `nil`; reading it
/// before it is set, or setting a second one, is a programmer error that stops the program
/// with a message saying which. `checkedViewModel()` and `setViewModelChecked(_:)` report the
/// same mistakes as thrown errors instead, which is how tests check them.
@MainActor
public protocol NonReusableViewModelOwner: AnyObject {
  /// What the owner shows: usually a view-model protocol, so a test can hand in a stub.
  associatedtype ViewModel
  /// The storage for the view model and its bag. Declare it as `let`, initialised empty.
  var viewModelSlot: ViewModelSlot<ViewModel> { get }
  /// Called once, when the view model is set: bind it here, storing every token in `bag`
  /// so the bindings end with the owner.
  func didSetViewModel(_ viewModel: ViewModel, bag: CancellationBag)
}

extension NonReusableViewModelOwner {
  /// The view model. Set it once; reading it before that stops the program.
  public var viewModel: ViewModel {
    get {
      do { return try checkedViewModel() } catch { preconditionFailure(error.description) }
    }
    set {
      do { try setViewModelChecked(newValue) } catch { preconditionFailure(error.description) }
    }
  }

  /// The view model, or `readBeforeSet` when there is none yet.
  public func checkedViewModel() throws(ViewModelOwnerError) -> ViewModel {
    guard let viewModel = viewModelSlot.viewModel else {
      throw .readBeforeSet(owner: String(describing: Self.self))
    }
    return viewModel
  }

  /// Sets the view model and calls `didSetViewModel(_:bag:)`, or throws `setTwice` when
  /// one is already set (and keeps the first).
  public func setViewModelChecked(_ viewModel: ViewModel) throws(ViewModelOwnerError) {
    guard viewModelSlot.viewModel == nil else {
      throw .setTwice(owner: String(describing: Self.self))
    }
    let bag = CancellationBag()
    viewModelSlot.viewModel = viewModel
    viewModelSlot.bag = bag
    ObservationHook.hand(viewModel, to: self) { didSetViewModel(viewModel, bag: bag) }
  }
}

/// A view whose view model changes as it is reused — a table cell, handed a new row's view
/// model each time it is dequeued — or goes away (`nil`).
///
/// Each view model gets a fresh dispose bag, and the previous one's bag is emptied *before*
/// `didSetViewModel(_:bag:)` runs again: so a binding to the row the cell showed before
/// can never deliver into it. That is the classic reuse bug — a late picture landing in a cell
/// that now shows another story — made impossible by construction rather than by care.
@MainActor
public protocol ReusableViewModelOwner: AnyObject {
  /// What the owner shows.
  associatedtype ViewModel
  /// The storage for the view model and its bag. Declare it as `let`, initialised empty.
  var viewModelSlot: ViewModelSlot<ViewModel> { get }
  /// Called with each new view model: bind it here, storing every token in `bag`.
  func didSetViewModel(_ viewModel: ViewModel, bag: CancellationBag)
  /// Required to make a reusable owner think about reuse: set `viewModel = nil` here, or let the
  /// next view model replace this one. A `TableViewCell` already has it.
  func prepareForReuse()
}

extension ReusableViewModelOwner {
  /// The view model now, if any. Setting one ends the last one's bindings first; setting `nil`
  /// just ends them.
  public var viewModel: ViewModel? {
    get { viewModelSlot.viewModel }
    set {
      viewModelSlot.bag?.removeAll()
      viewModelSlot.bag = nil
      viewModelSlot.viewModel = newValue
      guard let newValue else { return }
      let bag = CancellationBag()
      viewModelSlot.bag = bag
      ObservationHook.hand(newValue, to: self) { didSetViewModel(newValue, bag: bag) }
    }
  }
}
